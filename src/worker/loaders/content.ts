// The catch-all `/{slug}`: one of the ten own brands (a listing of its products, the footer's "Our
// brands" links) or a CMS content page from KV; anything else is a 404.
import { OWN_BRANDS } from '../../domain/catalogue/brands.ts';
import type { AppData } from '../../react/page-data.ts';
import { getContentPage } from '../services/content/content-pages.ts';
import { searchListing } from '../services/search/listing.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { DEFAULT_HITS_PER_PAGE, pageParam } from './listing-params.ts';
import { notFound } from './not-found.ts';
import { seoFor } from './seo.ts';

export async function loadContent(context: LoaderContext, slug: string): Promise<AppData> {
  const ref = { name: 'content', slug } as const;
  const brand = OWN_BRANDS.find((candidate) => candidate.slug === slug);
  if (brand) {
    const [categories, listing] = await Promise.all([
      loadFrame(context),
      searchListing(context.env, context.market, {
        facetFilters: [[`brand:${brand.name}`]], page: pageParam(context.url), hitsPerPage: DEFAULT_HITS_PER_PAGE,
      }),
    ]);
    return appData(context, categories, { kind: 'brand', brand, listing }, seoFor(context, { ref }));
  }
  const [categories, content] = await Promise.all([
    loadFrame(context),
    getContentPage(context.env, context.market.language, slug),
  ]);
  if (!content) throw notFound(`content page ${slug}`);
  return appData(context, categories, { kind: 'content', content }, seoFor(context, { ref }));
}
