// Pages: the path (language prefix removed) is matched against the route table of src/domain, the
// route's guards run, its loader gathers the data and the page streams. A path no page answers gets a
// chance at an SEO redirect before it becomes the 404 page.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { stripLanguagePrefix } from '../../domain/markets/resolve-market.ts';
import { hrefFor, matchRoute, type RouteRef } from '../../domain/routes/route-table.ts';
import type { Env } from '../env.ts';
import { guardRoute } from '../guards/route-guard.ts';
import { loadCategory } from '../loaders/category.ts';
import { loadContent } from '../loaders/content.ts';
import type { LoaderContext } from '../loaders/frame.ts';
import { loadHome } from '../loaders/home.ts';
import { notFound } from '../loaders/not-found.ts';
import { loadProduct } from '../loaders/product.ts';
import { loadRoutePage } from '../loaders/route-page.ts';
import { loadSearch } from '../loaders/search.ts';
import { renderListing } from '../render/render-listing.tsx';
import { renderPage } from '../render/render-page.tsx';
import { cachedSearch } from '../services/search/cached-search.ts';
import { isListingPage, type AppData } from '../../react/page-data.ts';
import { findSeoRedirect } from '../services/content/seo-redirects.ts';

type PageContext = Context<{ Bindings: Env }>;

export const pages = new Hono<{ Bindings: Env }>();

async function respond(c: PageContext, route: RouteRef | null): Promise<Response> {
  const market = c.get('market');
  const url = new URL(c.req.url);
  if (!route) throw notFound(`page ${url.pathname}`);
  const guarded = await guardRoute(c, route);
  if (guarded) return c.redirect(hrefFor(market, guarded.to), 307);
  const context: LoaderContext = { env: c.env, market, url, waitUntil: (p) => c.executionCtx.waitUntil(p) };
  const render = { request: c.req.raw, nonce: c.get('nonce') };
  const listing = async (data: AppData) => {
    if (!isListingPage(data.page)) return renderPage({ ...render, data });
    const rendered = await renderListing({ ...render, data, page: data.page, url, search: cachedSearch(c.env, context.waitUntil) });
    return 'redirect' in rendered ? c.redirect(rendered.redirect, 302) : rendered.response;
  };
  switch (route.name) {
    case 'home':
      return renderPage({ ...render, data: await loadHome(context) });
    case 'category':
      return listing(await loadCategory(context, route.slug));
    case 'product': {
      const loaded = await loadProduct(context, route.slug, { analyticsId: getCookie(c, COOKIE_NAMES.analyticsId) });
      if ('redirect' in loaded) return c.redirect(loaded.redirect, 301);
      return renderPage({ ...render, ...loaded });
    }
    case 'content':
      return listing(await loadContent(context, route.slug));
    case 'search':
      return listing(await loadSearch(context));
    case 'checkout':
      return c.redirect(hrefFor(market, { name: 'cart' }), 308);
    case 'logOut':
      deleteCookie(c, COOKIE_NAMES.commerceToken, { path: '/', secure: true });
      deleteCookie(c, COOKIE_NAMES.customerId, { path: '/' });
      return c.redirect(hrefFor(market, { name: 'home' }), 303);
    default:
      return renderPage({ ...render, data: await loadRoutePage(context, route.name) });
  }
}

pages.get('*', async (c) => {
  const market = c.get('market');
  const url = new URL(c.req.url);
  try {
    return await respond(c, matchRoute(stripLanguagePrefix(url.pathname, market), market));
  } catch (error) {
    if (!(error instanceof HTTPException) || error.status !== 404) throw error;
    const redirect = await findSeoRedirect(c.env, market, url, (p) => c.executionCtx.waitUntil(p));
    if (redirect) return c.redirect(redirect.location, redirect.status);
    throw error;
  }
});
