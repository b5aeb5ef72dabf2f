// A listing's search client that answers, from the server's results, the queries the server has answered
// for this page. The listing's filters and toolbar hydrate after idle (listing-search.tsx): their widgets
// join InstantSearch late, and it then searches once more, for exactly the state the server rendered. That
// search is answered here without a request, so a listing at rest asks the network nothing after loading;
// any other query goes to the shared client.
import type { InstantSearchServerState } from 'react-instantsearch-core';
import { flattenQueries } from '../../domain/search/multi-query.ts';
import type { ListingSearchClient } from './search-client.ts';

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The same value whatever the order of object keys and of lists: widgets that join in another order list
 * their facets and filters in another order, which asks the search service the same.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .map(canonical)
      .map((item) => [JSON.stringify(item), item] as const)
      .sort(([a], [b]) => byText(a, b))
      .map(([, item]) => item);
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, canonical(item)] as const)
      .sort(([a], [b]) => byText(a, b)),
  );
}

const queryKey = (query: unknown): string => JSON.stringify(canonical(query));

export function seededSearchClient(client: ListingSearchClient, serverState: InstantSearchServerState | null): ListingSearchClient {
  const seeds = new Map<string, unknown>();
  for (const { state, results = [], requestParams = [] } of Object.values(serverState?.initialResults ?? {})) {
    results.forEach((result, index) => {
      const params = requestParams[index];
      const indexName = state?.index ?? result.index;
      if (params && indexName) seeds.set(queryKey(flattenQueries([{ indexName, params }])[0]), result);
    });
  }
  if (seeds.size === 0) return client;
  return {
    search(requests) {
      const answers = flattenQueries(requests).map((query) => seeds.get(queryKey(query)));
      return answers.every((answer) => answer !== undefined) ? Promise.resolve({ results: answers }) : client.search(requests);
    },
  };
}
