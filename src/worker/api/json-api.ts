// A JSON API is a Hono sub-app made here, so every one follows the same policy (design.md "Pages, APIs
// and caches"): failures are localized JSON (api-errors.ts), and what it answers is personal unless an
// endpoint says otherwise — `private, no-store`, so no browser or shared cache keeps a cart, an account
// or a refusal. An endpoint that answers something market-wide may set its own Cache-Control.
import { Hono } from 'hono';
import type { ApiEnv } from './api-env.ts';
import { apiFailure } from './api-errors.ts';
import type { MessageKey } from './message-key.ts';
import { PRIVATE_NO_STORE } from './refuse.ts';

export function jsonApi({ unavailable }: { unavailable: MessageKey }): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.onError(apiFailure(unavailable));
  api.use(async function privateByDefault(c, next) {
    await next();
    // A websocket handshake (101) comes back from the cart's Durable Object with immutable headers.
    if (c.res.status === 101 || c.res.headers.has('cache-control')) return;
    c.res.headers.set('cache-control', PRIVATE_NO_STORE);
  });
  return api;
}
