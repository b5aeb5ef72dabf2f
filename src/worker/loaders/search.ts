// `/search`: the shop's search listing for a term (`query`) and the sale link's tag refinement. The
// full instant-search listing (facets, sorting, URL state) builds on this in the search issue.
import type { AppData } from '../../react/page-data.ts';
import { searchListing } from '../services/search/listing.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { DEFAULT_HITS_PER_PAGE, pageParam } from './listing-params.ts';
import { seoFor } from './seo.ts';

/** Tags a listing link may refine by (spec part 2 §9). */
export const LISTING_TAGS = ['new', 'bestseller', 'bware', 'on-sale', 'topRated'] as const;
export const MAX_QUERY_LENGTH = 200;

export async function loadSearch(context: LoaderContext): Promise<AppData> {
  const query = (context.url.searchParams.get('query') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const requested = context.url.searchParams.get('tags');
  const tag = LISTING_TAGS.find((known) => known === requested) ?? null;
  const [categories, listing] = await Promise.all([
    loadFrame(context),
    searchListing(context.env, context.market, {
      query, facetFilters: tag ? [[`tags:${tag}`]] : [], page: pageParam(context.url), hitsPerPage: DEFAULT_HITS_PER_PAGE,
    }),
  ]);
  return appData(context, categories, { kind: 'search', query, tag, listing }, seoFor(context, { ref: { name: 'search' } }));
}
