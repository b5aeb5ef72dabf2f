// `POST /api/search`: the browser's InstantSearch and quick search. Body `{ requests: [...] }` in the
// search service's multi-query form; every query is reduced to what the shop allows and answered from
// the KV cache or the search service. Bad input is a 400 in the shopper's language; a search outage
// without a cached answer is a 503 with Retry-After, which the listing explains.
import { flattenQueries } from '../../domain/search/multi-query.ts';
import { parseSearchQuery, SearchBodySchema, type SearchQuery } from '../../domain/search/search-request.ts';
import { jsonApi } from '../api/json-api.ts';
import { jsonBody } from '../api/json-body.ts';
import { refuse } from '../api/refuse.ts';
import { cachedSearch, SearchUnavailableError, serverTiming } from '../services/search/cached-search.ts';
import { logError } from '../services/observability/log.ts';

export const MAX_SEARCH_BODY_BYTES = 32 * 1024;

export const searchApi = jsonApi({ unavailable: 'search.error.unavailable' });

const searchBody = jsonBody(SearchBodySchema, {
  maxBytes: MAX_SEARCH_BODY_BYTES,
  tooLarge: 'search.error.too-large',
  malformed: 'search.error.bad-request',
  invalid: () => 'search.error.bad-request',
});

searchApi.post('/', searchBody, async (c) => {
  const { locale } = c.get('market');
  const queries: SearchQuery[] = [];
  for (const raw of flattenQueries(c.req.valid('json').requests)) {
    const parsed = parseSearchQuery(raw, locale);
    if (!parsed.ok) return refuse(c, 'search.error.bad-request', 400);
    queries.push(parsed.query);
  }
  const search = cachedSearch(c.env, (promise) => c.executionCtx.waitUntil(promise));
  try {
    const results = await search.search(queries);
    c.header('server-timing', serverTiming(search.stats));
    return c.json({ results });
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    logError('search API: search unavailable', error.cause);
    return refuse(c, 'search.error.unavailable', 503);
  }
});
