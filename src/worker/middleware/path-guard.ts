// Keeps reserved prefixes and impossible paths away from the page router: API paths go on to the API
// routes (unknown ones get a JSON 404 there), everything else the 404 page; nothing here can become a 500.
import type { MiddlewareHandler } from 'hono';
import { classifyPath } from '../../domain/routes/request-path.ts';
import { notFound } from './not-found.ts';

export function pathGuard(): MiddlewareHandler {
  return async function pathGuardMiddleware(c, next) {
    const verdict = classifyPath(new URL(c.req.url).pathname);
    if (verdict === 'api') return next();
    if (verdict !== 'page') throw notFound(`${verdict} path`);
    return next();
  };
}
