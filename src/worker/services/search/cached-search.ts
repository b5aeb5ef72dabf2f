// Search with a cache in front of the search service (policy `search`: the Cache API of the data
// center): each normal query (index + parameters) is kept for 120 s, so a popular listing costs one
// search request per two minutes per market and data center, however many shoppers and crawlers ask.
// Older copies are kept for a day and answer only when the search service fails ("stale if error"), so
// listings that were seen recently survive a search outage. Queries are anyone's to vary: nothing of
// this goes to KV. The queries of one listing that miss are sent together, as one multi-query request.
// Hits whose picture does not exist get the default picture before they are cached (picture-existence.ts).
import * as v from 'valibot';
import { searchCacheKey, type SearchQuery } from '../../../domain/search/search-request.ts';
import type { Env } from '../../env.ts';
import { digestOf, type CacheKey } from '../cache/cache-key.ts';
import { cacheContext, cachedMany, type CacheOutcome, type WaitUntil } from '../cache/read-through.ts';
import { searchResultsWithExistingPictures } from '../catalogue/picture-existence.ts';
import { searchClient } from './client.ts';

/** An Algolia result as far as the shop relies on it; every other field is passed through untouched. */
export const SearchResultSchema = v.looseObject({
  hits: v.array(v.looseObject({ objectID: v.string() })),
  nbHits: v.number(),
  page: v.number(),
  nbPages: v.number(),
  hitsPerPage: v.number(),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

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
  /** Queries answered by the search service (asked by this request, or by one it waited for). */
  misses: number;
  /** Queries answered from an old entry because the search service failed. */
  stale: number;
}

export interface CachedSearch {
  search(queries: readonly SearchQuery[]): Promise<SearchResult[]>;
  readonly stats: SearchCacheStats;
}

async function cacheKeyOf(query: SearchQuery): Promise<CacheKey> {
  return { kind: 'search', scope: query.indexName, id: await digestOf(searchCacheKey(query)) };
}

async function fetchResults(env: Env, queries: readonly SearchQuery[]): Promise<SearchResult[]> {
  const response = await searchClient(env).search({ requests: queries.map((query) => ({ ...query })) });
  return response.results.map((result, i) => {
    const parsed = v.safeParse(SearchResultSchema, result);
    if (!parsed.success) throw new Error(`search result ${i} (${queries[i]?.indexName}) unexpected: ${v.summarize(parsed.issues)}`);
    return parsed.output;
  });
}

const STAT_OF: Record<CacheOutcome, keyof SearchCacheStats> = {
  fresh: 'hits',
  loaded: 'misses',
  'stale-on-error': 'stale',
  // Not for search (its policy never serves stale entries unasked), counted as what they are if it did.
  stale: 'stale',
};

export function cachedSearch(env: Env, waitUntil: WaitUntil): CachedSearch {
  const stats: SearchCacheStats = { hits: 0, misses: 0, stale: 0 };
  const context = cacheContext(env, waitUntil);
  return {
    stats,
    async search(queries) {
      const keys = await Promise.all(queries.map(cacheKeyOf));
      const queryOf = new Map(keys.map((key, i) => [key.id, queries[i]]));
      const answers = await cachedMany(context, {
        keys,
        schema: SearchResultSchema,
        // Checked before they are cached: a hit whose picture does not exist shows the default picture.
        loadMany: async (missing) =>
          searchResultsWithExistingPictures(
            env,
            waitUntil,
            await fetchResults(
              env,
              missing.flatMap((key) => queryOf.get(key.id) ?? []),
            ),
          ),
      }).catch((error: unknown) => {
        throw new SearchUnavailableError(error);
      });
      for (const answer of answers) stats[STAT_OF[answer.outcome]] += 1;
      return answers.map((answer) => answer.value);
    },
  };
}

/** `Server-Timing` value telling operators (and the benchmark) how the cache answered. */
export const serverTiming = ({ hits, misses, stale }: SearchCacheStats): string => `search-cache;desc="hit=${hits} miss=${misses} stale=${stale}"`;
