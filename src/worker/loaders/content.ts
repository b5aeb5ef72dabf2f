// The catch-all `/{slug}`: one of the ten own brands (a listing of its products, the footer's "Our
// brands" links) or a CMS content page from KV; anything else is a 404.
import { OWN_BRANDS } from '../../domain/catalogue/brands.ts';
import type { AppData } from '../../react/page-data.ts';
import { getContentPage } from '../services/content/content-pages.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { facetFilter, listingSearch } from './listing.ts';
import { notFound } from './not-found.ts';
import { seoFor } from './seo.ts';

export async function loadContent(context: LoaderContext, slug: string): Promise<AppData> {
  const ref = { name: 'content', slug } as const;
  const brand = OWN_BRANDS.find((candidate) => candidate.slug === slug);
  if (brand) {
    const [categories, search] = await Promise.all([
      loadFrame(context),
      listingSearch(context, { filters: facetFilter('brand', brand.name), facets: { category: true, brand: false } }),
    ]);
    return appData(context, categories, { kind: 'brand', brand, search }, seoFor(context, { ref }));
  }
  const [categories, content] = await Promise.all([
    loadFrame(context),
    getContentPage(context.env, context.market.language, slug),
  ]);
  if (!content) throw notFound(`content page ${slug}`);
  return appData(context, categories, { kind: 'content', content }, seoFor(context, { ref }));
}
