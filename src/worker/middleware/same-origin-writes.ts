// CSRF protection for every state-changing request (the rule and why Hono's csrf() is not used are in
// src/domain/security/same-origin.ts). Runs after the market middleware so the refusal is in the
// shopper's language.
import type { MiddlewareHandler } from 'hono';
import { isSameOriginWrite } from '../../domain/security/same-origin.ts';
import { refuse } from '../api/refuse.ts';
import { logWarn } from '../services/observability/log.ts';

export function sameOriginWrites(): MiddlewareHandler {
  return async function sameOriginWritesMiddleware(c, next) {
    const allowed = isSameOriginWrite({
      method: c.req.method,
      url: c.req.url,
      origin: c.req.header('origin') ?? null,
      secFetchSite: c.req.header('sec-fetch-site') ?? null,
      upgrade: c.req.header('upgrade') ?? null,
    });
    if (allowed) return next();
    logWarn('refused a cross-site write', c.req.method, new URL(c.req.url).pathname, c.req.header('origin') ?? '(no origin)');
    return refuse(c, 'error.cross-site', 403);
  };
}
