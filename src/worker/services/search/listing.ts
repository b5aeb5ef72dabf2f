// Product cards the worker needs outside InstantSearch (home bestsellers, related products): the first
// hits of one query through the cached search.
import type { ProductCard } from '../../../domain/catalogue/product-card.ts';
import type { Market } from '../../../domain/markets/market.ts';
import { CARD_ATTRIBUTES, hitsToCards } from '../../../domain/search/hit-card.ts';
import { indexName } from '../../../domain/search/record.ts';
import { parseSearchQuery } from '../../../domain/search/search-request.ts';
import type { Env } from '../../env.ts';
import { cachedSearch } from './cached-search.ts';
import { logWarn } from '../observability/log.ts';

export interface CardsQuery {
  /** Algolia facet filters: AND of ORs, e.g. [['categoryKeys:gastronomy']]. */
  facetFilters: string[][];
  hitsPerPage: number;
}

export async function searchCards(
  env: Env,
  market: Market,
  cards: CardsQuery,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<ProductCard[]> {
  const parsed = parseSearchQuery(
    {
      indexName: indexName(market.locale),
      facetFilters: cards.facetFilters,
      hitsPerPage: cards.hitsPerPage,
      attributesToRetrieve: CARD_ATTRIBUTES,
      attributesToHighlight: [],
    },
    market.locale,
  );
  if (!parsed.ok) throw new Error(`cards query refused: ${parsed.reason}`);
  const [result] = await cachedSearch(env, waitUntil).search([parsed.query]);
  if (!result) throw new Error('search answered no result');
  return hitsToCards(result.hits, logWarn);
}
