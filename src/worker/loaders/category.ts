import type { AppData } from '../../react/page-data.ts';
import { findCategoryBySlug } from '../../domain/catalogue/category-tree.ts';
import { slugIn } from '../../domain/seo/alternates.ts';
import { cachedCategoryDirectory } from '../services/catalogue/category-directory.ts';
import { searchListing } from '../services/search/listing.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { DEFAULT_HITS_PER_PAGE, pageParam } from './listing-params.ts';
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
  const listing = await searchListing(context.env, context.market, {
    facetFilters: [[`categoryKeys:${found.category.key}`]],
    page: pageParam(context.url),
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
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
  return appData(context, categories, { kind: 'category', category: found.category, trail: found.trail, listing }, seo);
}
