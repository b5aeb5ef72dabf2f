// The browser's search client: InstantSearch listings and the header's quick search send their queries to
// the worker's `/api/search`, which checks them, answers from its KV cache or asks the search service.
// The browser therefore needs no search credentials and shares the cache with every other shopper.
import { flattenQueries } from '../../domain/search/multi-query.ts';

export interface ListingSearchClient {
  search(requests: readonly unknown[]): Promise<{ results: unknown[] }>;
}

export const SEARCH_ENDPOINT = '/api/search';

/** The search failed; `status` 503 means the search service is down. */
export class SearchRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'SearchRequestError';
    this.status = status;
  }
}

export function browserSearchClient(endpoint: string = SEARCH_ENDPOINT): ListingSearchClient {
  return {
    async search(requests) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ requests: flattenQueries(requests) }),
      });
      const body: unknown = await response.json().catch(() => null);
      const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';
      if (!response.ok) throw new SearchRequestError(response.status, message || `search failed with ${response.status}`);
      if (typeof body !== 'object' || body === null || !('results' in body) || !Array.isArray(body.results)) {
        throw new SearchRequestError(502, 'search answered without results');
      }
      return { results: body.results };
    },
  };
}
