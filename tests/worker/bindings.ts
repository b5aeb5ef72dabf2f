// The worker called with other bindings than its configuration: a commerce or search backend that is
// down (or any other override), for the fault, cache and API-policy tests. The app itself is the real one.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../src/worker/app.ts';
import type { Env } from '../../src/worker/env.ts';

export const workerEnv: Env = env;

// Nothing listens on port 9 (discard): every commerce call fails as if the backend were stopped.
export const commerceDown: Env = { ...workerEnv, COMMERCE_API_URL: 'http://127.0.0.1:9', COMMERCE_AUTH_URL: 'http://127.0.0.1:9' };
export const searchDown: Env = { ...workerEnv, SEARCH_URL: 'http://127.0.0.1:9' };

/** One request with these bindings, read to the end, with its background work (waitUntil) finished. */
export async function fetchWith(bindings: Env, url: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, init), bindings, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, html };
}
