// Search with a KV cache in front of the search service: each normal query (index + parameters) is kept
// for 120 s, so a popular listing costs one search request per two minutes per market, however many
// shoppers and crawlers ask. Older copies are kept for a day and answer only when the search service
// fails ("stale if error"), so listings that were seen recently survive a search outage.
import * as v from 'valibot';
import { searchCacheKey, type SearchQuery } from '../../../domain/search/search-request.ts';
import type { Env } from '../../env.ts';
import { searchClient } from './client.ts';

export const SEARCH_CACHE_FRESH_SECONDS = 120;
export const SEARCH_CACHE_KEEP_SECONDS = 86_400;
const KEY_PREFIX = 'search:v1:';

/** An Algolia result as far as the shop relies on it; every other field is passed through untouched. */
export const SearchResultSchema = v.looseObject({
  hits: v.array(v.looseObject({ objectID: v.string() })),
  nbHits: v.number(),
  page: v.number(),
  nbPages: v.number(),
  hitsPerPage: v.number(),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

const EntrySchema = v.object({ storedAt: v.number(), result: SearchResultSchema });

/** The search service failed and no copy of the result was cached. */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('search service unavailable and no cached result', { cause });
    this.name = 'SearchUnavailableError';
  }
}

export interface SearchCacheStats {
  /** Queries answered from a fresh cache entry. */
  hits: number;
  /** Queries sent to the search service. */
  misses: number;
  /** Queries answered from an old entry because the search service failed. */
  stale: number;
}

export interface CachedSearch {
  search(queries: readonly SearchQuery[]): Promise<SearchResult[]>;
  readonly stats: SearchCacheStats;
}

async function kvKey(query: SearchQuery): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(searchCacheKey(query)));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${KEY_PREFIX}${query.indexName}:${hex}`;
}

async function fetchResults(env: Env, queries: readonly SearchQuery[]): Promise<SearchResult[]> {
  const response = await searchClient(env).search({ requests: queries.map((query) => ({ ...query })) });
  return response.results.map((result, i) => {
    const parsed = v.safeParse(SearchResultSchema, result);
    if (!parsed.success) throw new Error(`search result ${i} (${queries[i]?.indexName}) unexpected: ${v.summarize(parsed.issues)}`);
    return parsed.output;
  });
}

export function cachedSearch(env: Env, waitUntil: (promise: Promise<unknown>) => void): CachedSearch {
  const stats: SearchCacheStats = { hits: 0, misses: 0, stale: 0 };
  return {
    stats,
    async search(queries) {
      const keys = await Promise.all(queries.map(kvKey));
      const entries = await Promise.all(keys.map(async (key) => {
        const parsed = v.safeParse(EntrySchema, await env.CACHE.get(key, 'json'));
        return parsed.success ? parsed.output : null;
      }));
      const now = Date.now();
      const missing = queries.flatMap((_, i) => {
        const entry = entries[i];
        return entry && now - entry.storedAt < SEARCH_CACHE_FRESH_SECONDS * 1000 ? [] : [i];
      });
      stats.hits += queries.length - missing.length;
      const results = entries.map((entry) => entry?.result);
      if (missing.length > 0) {
        try {
          const fetched = await fetchResults(env, missing.map((i) => queries[i] as SearchQuery));
          missing.forEach((queryIndex, i) => {
            const result = fetched[i];
            if (!result) throw new Error(`search answered ${fetched.length} results for ${missing.length} queries`);
            results[queryIndex] = result;
            const value = JSON.stringify({ storedAt: now, result });
            waitUntil(env.CACHE.put(keys[queryIndex] as string, value, { expirationTtl: SEARCH_CACHE_KEEP_SECONDS })
              .catch((error: unknown) => console.warn('search cache write failed', error)));
          });
          stats.misses += missing.length;
        } catch (error) {
          if (missing.some((i) => !entries[i])) throw new SearchUnavailableError(error);
          console.warn(`search service failed: ${missing.length} queries answered from older cache entries`, error);
          stats.stale += missing.length;
        }
      }
      return results.map((result, i) => {
        if (!result) throw new Error(`no result for query ${i}`);
        return result;
      });
    },
  };
}

/** `Server-Timing` value telling operators (and the benchmark) how the cache answered. */
export const serverTiming = ({ hits, misses, stale }: SearchCacheStats): string =>
  `search-cache;desc="hit=${hits} miss=${misses} stale=${stale}"`;
