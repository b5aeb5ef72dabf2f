// The Algolia search client inside the worker: the lite client over fetch (workerd has no XMLHttpRequest).
import { createNullCache, type Requester } from '@algolia/client-common';
import { createFetchRequester } from '@algolia/requester-fetch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { Env } from '../../env.ts';
import { recordBackendCall } from '../observability/request-context.ts';

/** The requester, its calls timed for the request's log line and Server-Timing (`search`). */
function timedRequester(requester: Requester): Requester {
  return {
    async send(request) {
      const started = performance.now();
      let failed = true;
      try {
        const response = await requester.send(request);
        failed = response.status >= 500 || response.isTimedOut;
        return response;
      } finally {
        recordBackendCall('search', performance.now() - started, failed);
      }
    },
  };
}

const clients = new Map<string, LiteClient>();

/** `SEARCH_URL` is a full URL: http://127.0.0.1:8182 locally, https://{app}-dsn.algolia.net in production. */
export function searchClient(env: Env): LiteClient {
  const cacheKey = `${env.SEARCH_URL}|${env.SEARCH_APP_ID}`;
  const existing = clients.get(cacheKey);
  if (existing) return existing;
  const url = new URL(env.SEARCH_URL);
  const client = liteClient(env.SEARCH_APP_ID, env.SEARCH_API_KEY, {
    hosts: [{ url: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https', accept: 'read' }],
    requester: timedRequester(createFetchRequester()),
    // The browser build keeps every response in memory for the life of the isolate: stale listings and
    // unbounded memory. Caching is the cache helper's job (cached-search.ts), with its 120 s freshness.
    responsesCache: createNullCache(),
    requestsCache: createNullCache(),
  });
  clients.set(cacheKey, client);
  return client;
}
