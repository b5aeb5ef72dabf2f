import type { AppData } from '../../react/page-data.ts';
import { findCategoryBySlug } from '../../domain/catalogue/category-tree.ts';
import { slugIn } from '../../domain/seo/alternates.ts';
import { cachedCategoryDirectory } from '../services/catalogue/category-directory.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { facetFilter, listingSearch } from './listing.ts';
import { notFound } from './not-found.ts';
import { seoFor } from './seo.ts';

export async function loadCategory(context: LoaderContext, slug: string): Promise<AppData> {
  const [categories, directory] = await Promise.all([
    loadFrame(context),
    // Only the hreflang alternates need it: a category page still answers without them.
    cachedCategoryDirectory(context.env, context.waitUntil).catch((error: unknown) => {
      console.warn('category directory unavailable: page without hreflang alternates', error);
      return [];
    }),
  ]);
  const found = findCategoryBySlug(categories, slug);
  if (!found) throw notFound(`category ${slug}`);
  const search = await listingSearch(context, {
    filters: facetFilter('categoryKeys', found.category.key), facets: { category: false, brand: true },
  });
  const entry = directory.find((candidate) => candidate.key === found.category.key);
  const seo = seoFor(context, {
    ref: { name: 'category', slug },
    pageIn: (market) => {
      if (!entry || (entry.markets !== null && !entry.markets.includes(market.country.code))) return null;
      const localized = slugIn(entry.slugs, market.language);
      return localized ? { name: 'category', slug: localized } : null;
    },
  });
  return appData(context, categories, { kind: 'category', category: found.category, trail: found.trail, search }, seo);
}
