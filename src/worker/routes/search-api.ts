// `POST /api/search`: the browser's InstantSearch and quick search. Body `{ requests: [...] }` in the
// search service's multi-query form; every query is reduced to what the shop allows and answered from
// the KV cache or the search service. Bad input is a 400 in the shopper's language; a search outage
// without a cached answer is a 503 the listing explains.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { flattenQueries } from '../../domain/search/multi-query.ts';
import { parseSearchQuery, SearchBodySchema, type SearchQuery } from '../../domain/search/search-request.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import type { Env } from '../env.ts';
import { cachedSearch, SearchUnavailableError, serverTiming } from '../services/search/cached-search.ts';

export const MAX_SEARCH_BODY_BYTES = 32 * 1024;
type SearchErrorKey = 'bad-request' | 'too-large' | 'unavailable';

export const searchApi = new Hono<{ Bindings: Env }>();

function refuse(c: Context<{ Bindings: Env }>, key: SearchErrorKey, status: 400 | 413 | 503) {
  const messageKey = `search.error.${key}`;
  const message = messagesFor(c.get('market').language)[messageKey] ?? messagesFor('en')[messageKey] ?? key;
  if (status === 503) c.header('retry-after', '30');
  return c.json({ error: key, message }, status);
}

searchApi.post('/', bodyLimit({ maxSize: MAX_SEARCH_BODY_BYTES, onError: (c) => refuse(c, 'too-large', 413) }), async (c) => {
  const body = v.safeParse(SearchBodySchema, await c.req.json().catch(() => null));
  if (!body.success) return refuse(c, 'bad-request', 400);
  const { locale } = c.get('market');
  const queries: SearchQuery[] = [];
  for (const raw of flattenQueries(body.output.requests)) {
    const parsed = parseSearchQuery(raw, locale);
    if (!parsed.ok) return refuse(c, 'bad-request', 400);
    queries.push(parsed.query);
  }
  const search = cachedSearch(c.env, (promise) => c.executionCtx.waitUntil(promise));
  try {
    const results = await search.search(queries);
    c.header('server-timing', serverTiming(search.stats));
    c.header('cache-control', 'private, no-store');
    return c.json({ results });
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    console.error('search API: search unavailable', error.cause);
    return refuse(c, 'unavailable', 503);
  }
});
