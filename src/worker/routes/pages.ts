// Catalogue pages: the path (language prefix removed) names a page, its loader gathers the data, and
// the page streams. Anything the route table does not know is a 404 page.
import { Hono } from 'hono';
import { matchPageRoute } from '../../domain/routes/page-routes.ts';
import { stripLanguagePrefix } from '../../domain/markets/resolve-market.ts';
import type { Env } from '../env.ts';
import { loadCategory } from '../loaders/category.ts';
import type { LoaderContext } from '../loaders/frame.ts';
import { loadHome } from '../loaders/home.ts';
import { notFound } from '../loaders/not-found.ts';
import { loadProduct } from '../loaders/product.ts';
import { renderPage } from '../render/render-page.tsx';

export const pages = new Hono<{ Bindings: Env }>();

pages.get('*', async (c) => {
  const market = c.get('market');
  const url = new URL(c.req.url);
  const context: LoaderContext = { env: c.env, market, url, waitUntil: (p) => c.executionCtx.waitUntil(p) };
  const route = matchPageRoute(stripLanguagePrefix(url.pathname, market));
  const render = { request: c.req.raw, nonce: c.get('nonce') };
  switch (route?.name) {
    case 'home':
      return renderPage({ ...render, data: await loadHome(context) });
    case 'category':
      return renderPage({ ...render, data: await loadCategory(context, route.slug) });
    case 'product': {
      const loaded = await loadProduct(context, route.slug);
      if ('redirect' in loaded) return c.redirect(loaded.redirect, 301);
      return renderPage({ ...render, ...loaded });
    }
    case undefined:
      throw notFound(`page ${url.pathname}`);
  }
});
