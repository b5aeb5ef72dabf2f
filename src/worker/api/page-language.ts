// API paths carry no language prefix, so a page of a country's second language names it in `?language=`
// (`/api/cart?language=fr` from a French-speaking Swiss page) and the API answers in it: its messages,
// the cart's line names. A language the country lacks gives its first one, as a path prefix does.
import type { MiddlewareHandler } from 'hono';
import { marketFor } from '../../domain/markets/resolve-market.ts';
import type { ApiEnv } from './api-env.ts';

export function pageLanguage(): MiddlewareHandler<ApiEnv> {
  return async function pageLanguageMiddleware(c, next) {
    const language = c.req.query('language');
    if (language) c.set('market', marketFor(c.get('market').country.code, language));
    await next();
  };
}
