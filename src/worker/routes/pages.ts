// Pages: the path (language prefix removed) is matched against the route table of src/domain, the
// route's guards run, and the pages answering the route (src/react/pages/page-table.ts) load their data
// in turn until one has it. A path no page has gets a chance at an SEO redirect before the 404 page.
import { Hono, type Context } from 'hono';
import { stripLanguagePrefix } from '../../domain/markets/resolve-market.ts';
import { hrefFor, matchRoute, type RouteRef } from '../../domain/routes/route-table.ts';
import type { Env } from '../env.ts';
import { nameRoute } from '../services/observability/request-context.ts';
import { guardRoute } from '../guards/route-guard.ts';
import { pageRequest, type PageRequest } from '../pages/page-request.ts';
import { pagesFor } from '../pages/page-registry.ts';
import { showMessagePage, showPage } from '../pages/show-page.ts';
import { findSeoRedirect } from '../services/content/seo-redirects.ts';

export const pages = new Hono<{ Bindings: Env }>();

/** The answer of the first page that has what the route names; null when none has. */
async function answer(c: Context<{ Bindings: Env }>, request: PageRequest, route: RouteRef): Promise<Response | null> {
  const { market, url } = request.context;
  for (const page of pagesFor(route)) {
    const loaded = await page.load({ route, market, url, services: request.services });
    if ('redirect' in loaded) return c.redirect(loaded.redirect, loaded.status);
    if ('data' in loaded) return showPage(c, request, { page, ...loaded, categories: await request.services.categories() });
  }
  return null;
}

pages.get('*', async (c) => {
  const market = c.get('market');
  const url = new URL(c.req.url);
  const route = matchRoute(stripLanguagePrefix(url.pathname, market), market);
  nameRoute(`page:${route?.name ?? 'unknown'}`);
  if (route) {
    const guarded = await guardRoute(c, route);
    if (guarded) return c.redirect(hrefFor(market, guarded.to), 307);
  }
  const request = pageRequest(c);
  const answered = route && (await answer(c, request, route));
  if (answered) return answered;
  const redirect = await findSeoRedirect(c.env, market, url, (p) => c.executionCtx.waitUntil(p));
  if (redirect) return c.redirect(redirect.location, redirect.status);
  // With the category tree this request has read already, if a page asked for it (see pageRequest).
  return showMessagePage(c, request, 'not-found', 404);
});
