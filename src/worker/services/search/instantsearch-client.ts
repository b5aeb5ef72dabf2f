// The search client InstantSearch uses while the worker renders a listing: its queries go through the
// same normal form and cache as every other search of the shop.
import type { LocaleCode } from '../../../domain/markets/countries.ts';
import { flattenQueries } from '../../../domain/search/multi-query.ts';
import { parseSearchQuery } from '../../../domain/search/search-request.ts';
import type { ListingSearchClient } from '../../../react/search/search-client.ts';
import type { CachedSearch } from './cached-search.ts';

export function instantSearchClient(search: CachedSearch, locale: LocaleCode): ListingSearchClient {
  return {
    async search(requests) {
      const queries = flattenQueries(requests).map((raw) => {
        const parsed = parseSearchQuery(raw, locale);
        // Only the shop's own widgets build these queries: a refusal is a bug, not bad input.
        if (!parsed.ok) throw new Error(`listing query refused: ${parsed.reason}`);
        return parsed.query;
      });
      return { results: await search.search(queries) };
    },
  };
}
