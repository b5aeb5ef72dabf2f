// A listing page: InstantSearch first renders the listing alone to learn its queries (getServerState over
// listing-queries.tsx, not the whole page), the queries go through the KV-cached search, and the page then
// streams with those results inside — the HTML carries the hits, and the browser hydrates from the same
// results without searching again.
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import { listingQueryString } from '../../domain/search/listing-state.ts';
import type { AppData, ListingPageData } from '../../react/page-data.ts';
import type { ListingSearchData } from '../../react/search/listing-data.ts';
import { SearchUnavailableError, serverTiming, type CachedSearch } from '../services/search/cached-search.ts';
import { instantSearchClient } from '../services/search/instantsearch-client.ts';
import { listingQueries } from './listing-queries.tsx';
import { renderPage, type RenderOptions } from './render-page.tsx';
import { logError } from '../services/observability/log.ts';

export type ListingRender = { response: Response } | { redirect: string };

const withSearch = (data: AppData, listing: ListingPageData, search: ListingSearchData): AppData => ({ ...data, page: { ...listing, search } });

function nbPagesOf(serverState: Awaited<ReturnType<typeof getServerState>>, indexName: string): number {
  const result: unknown = serverState.initialResults[indexName]?.results?.[0];
  return typeof result === 'object' && result !== null && 'nbPages' in result ? Number(result.nbPages) : 0;
}

export async function renderListing(
  options: Omit<RenderOptions, 'data'> & { data: AppData; listingPage: ListingPageData; search: CachedSearch; url: URL },
): Promise<ListingRender> {
  const { data, listingPage, search, url, ...render } = options;
  const client = instantSearchClient(search, data.market.locale);
  let unavailable = false;
  const watched = {
    search: (requests: readonly unknown[]) =>
      client.search(requests).catch((error: unknown) => {
        unavailable ||= error instanceof SearchUnavailableError;
        throw error;
      }),
  };
  let listing: ListingSearchData;
  try {
    const serverState = await getServerState(listingQueries(data, listingPage, watched), { renderToString });
    const nbPages = nbPagesOf(serverState, listingPage.search.indexName);
    // A page past the last one resets to the first (spec part 1 §5), with every other refinement kept.
    if (listingPage.search.state.page > Math.max(nbPages, 1)) {
      return { redirect: `${url.pathname}${listingQueryString({ ...listingPage.search.state, page: 1 })}` };
    }
    listing = { ...listingPage.search, serverState };
  } catch (error) {
    if (!unavailable) throw error;
    logError('listing rendered without results: search unavailable and nothing cached', url.pathname);
    listing = { ...listingPage.search, unavailable: true };
  }
  const response = await renderPage({
    ...render,
    data: withSearch(data, listingPage, listing),
    searchClient: watched,
    status: listing.unavailable ? 503 : 200,
  });
  response.headers.set('server-timing', serverTiming(search.stats));
  if (listing.unavailable) response.headers.set('retry-after', '60');
  return { response };
}
