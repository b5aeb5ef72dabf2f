// Product listings the worker needs outside InstantSearch (home bestsellers, related products): one
// query through the cached search, hits mapped to cards.
import type { ProductListing } from '../../../domain/catalogue/types.ts';
import type { Market } from '../../../domain/markets/resolve-market.ts';
import { CARD_ATTRIBUTES, hitsToCards } from '../../../domain/search/hit-card.ts';
import { indexName } from '../../../domain/search/record.ts';
import { parseSearchQuery } from '../../../domain/search/search-request.ts';
import type { Env } from '../../env.ts';
import { cachedSearch } from './cached-search.ts';

export interface ListingQuery {
  /** Algolia facet filters: AND of ORs, e.g. [['categoryKeys:gastronomy']]. */
  facetFilters: string[][];
  /** 1-based page. */
  page: number;
  hitsPerPage: number;
  query?: string;
}

export async function searchListing(
  env: Env, market: Market, listing: ListingQuery, waitUntil: (promise: Promise<unknown>) => void = () => {},
): Promise<ProductListing> {
  const parsed = parseSearchQuery({
    indexName: indexName(market.locale), query: listing.query ?? '', facetFilters: listing.facetFilters,
    page: listing.page - 1, hitsPerPage: listing.hitsPerPage, attributesToRetrieve: CARD_ATTRIBUTES, attributesToHighlight: [],
  }, market.locale);
  if (!parsed.ok) throw new Error(`listing query refused: ${parsed.reason}`);
  const [result] = await cachedSearch(env, waitUntil).search([parsed.query]);
  if (!result) throw new Error('search answered no result');
  return {
    cards: hitsToCards(result.hits), totalHits: result.nbHits, page: result.page + 1, pageCount: result.nbPages, hitsPerPage: result.hitsPerPage,
  };
}
