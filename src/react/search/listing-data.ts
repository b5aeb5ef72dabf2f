// What a listing page (search, category, brand, campaign) hands to its InstantSearch: plain JSON, sent
// to the browser in the page data so hydration reuses the server's results instead of searching again.
import type { InstantSearchServerState } from 'react-instantsearch-core';
import type { ListingState } from '../../domain/search/listing-state.ts';
import type { ListingFacets } from './routing.ts';

export interface ListingSearchData {
  /** The market's primary index, `prod.{locale}`; sorts use its replicas. */
  indexName: string;
  /** The page's own filter (its category or brand) in the search service's `filters` syntax, or null. */
  filters: string | null;
  facets: ListingFacets;
  activeCampaignTags: string[];
  /** The state read from the request URL: the heading and title are made from it. */
  state: ListingState;
  /** InstantSearch's results of the server render; null while loading and when search is unavailable. */
  serverState: InstantSearchServerState | null;
  /** The search service was down and nothing was cached: the page says so instead of listing. */
  unavailable: boolean;
}
