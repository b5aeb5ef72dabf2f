// What every JSON API answers when no endpoint answers: a failure underneath (commerce down, a bug) is
// a 503 with Retry-After and the API's own "something went wrong" message; a path no endpoint has is a
// 404, a method the path does not take a 405 with `Allow`, all as localized JSON refusals. A shopper's
// browser never gets the HTML error page from /api.
import type { Context, ErrorHandler, Hono, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { ApiEnv } from './api-env.ts';
import type { MessageKey } from './message-key.ts';
import { refuse } from './refuse.ts';
import { logError, logWarn } from '../services/observability/log.ts';

/**
 * The error handler of an API: `unavailable` is its message for a failure underneath it. An error
 * thrown with a 4xx status (a path or method that does not exist) keeps that status.
 */
export function apiFailure(unavailable: MessageKey): ErrorHandler<ApiEnv> {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      logWarn('API request refused', error.status, c.req.method, new URL(c.req.url).pathname, error.message);
      if (error.status === 404) return refuse(c, 'api.error.not-found', 404);
      if (error.status === 405) return refuse(c, 'api.error.method-not-allowed', 405);
      return refuse(c, 'api.error.bad-request', 400);
    }
    // Errors from the cart's Durable Object arrive as plain Errors (RPC keeps the message, not the class).
    logError('API request failed', c.req.method, new URL(c.req.url).pathname, error);
    return refuse(c, unavailable, 503, { error: 'unavailable' });
  };
}

/**
 * A request for /api or below, whether or not the rest of its path is valid (classifyPath calls an
 * undecodable one 'invalid'): its failures are answered as JSON, not with the error page.
 */
export function isApiRequest(c: Context): boolean {
  const { pathname } = new URL(c.req.url);
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The last route of the API app: whatever reaches it matched no endpoint. */
export const unmatchedApi = (c: Context<ApiEnv>): Response => refuse(c, 'api.error.not-found', 404);

/** Turns unmatchedApi's 404 into a 405 with `Allow` where the path exists for other methods. */
export function apiMethodNotAllowed(api: Hono<ApiEnv>): MiddlewareHandler<ApiEnv> {
  return methodNotAllowed({
    app: api,
    onMethodNotAllowed: (c, methods) => {
      c.header('allow', methods.join(', '));
      return refuse(c, 'api.error.method-not-allowed', 405);
    },
  });
}
