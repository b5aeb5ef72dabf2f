// Security headers on every response the worker makes (pages, API answers, redirects, error pages) and
// the per-request CSP nonce that React puts on its inline scripts. The policies are in
// src/domain/security/response-headers.ts.
import type { MiddlewareHandler } from 'hono';
import { pageContentSecurityPolicy, SECURITY_HEADERS } from '../../domain/security/response-headers.ts';
import type { Env } from '../env.ts';
import { thirdPartyOrigins } from '../services/widgets/third-party-config.ts';

declare module 'hono' {
  interface ContextVariableMap {
    nonce: string;
  }
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function securityHeaders(): MiddlewareHandler<{ Bindings: Env }> {
  return async function securityHeadersMiddleware(c, next) {
    const nonce = newNonce();
    c.set('nonce', nonce);
    await next();
    // A websocket upgrade (101) comes back from the cart's Durable Object with immutable headers.
    if (c.res.status === 101) return;
    c.res.headers.set('Content-Security-Policy', pageContentSecurityPolicy(nonce, thirdPartyOrigins(c.env.THIRD_PARTY_SCRIPTS)));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  };
}
