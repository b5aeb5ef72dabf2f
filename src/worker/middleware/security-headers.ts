// Baseline security headers and the per-request CSP nonce that React puts on its inline scripts.
import type { MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    nonce: string;
  }
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function securityHeaders(): MiddlewareHandler {
  return async function securityHeadersMiddleware(c, next) {
    const nonce = newNonce();
    c.set('nonce', nonce);
    await next();
    // A websocket upgrade (101) comes back from the cart's Durable Object with immutable headers.
    if (c.res.status === 101) return;
    c.res.headers.set('Content-Security-Policy',
      `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}
