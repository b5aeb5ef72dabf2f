// Applies the URL-only redirects of src/domain/routes/redirects.ts to page requests.
import type { MiddlewareHandler } from 'hono';
import { redirectFor } from '../../domain/routes/redirects.ts';

export function redirects(): MiddlewareHandler {
  return async function redirectsMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const redirect = redirectFor(new URL(c.req.url), c.get('market'));
    if (redirect) return c.redirect(redirect.location, redirect.status);
    return next();
  };
}
