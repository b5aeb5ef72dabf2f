// robots.txt and the sitemaps of the requesting host (src/domain/seo/sitemap.ts). Product files stream:
// products are read page by page from commerce while the XML is already on its way. Each file lists a
// locale's pages under their localized slugs, each with its hreflang alternates.
import { Hono, type Context } from 'hono';
import { OWN_BRANDS } from '../../domain/catalogue/brands.ts';
import { STATIC_PAGES } from '../../domain/content/content-page.ts';
import { marketFor } from '../../domain/markets/resolve-market.ts';
import type { Market } from '../../domain/markets/market.ts';
import { hrefFor, type RouteRef } from '../../domain/routes/route-table.ts';
import { alternateLinks, type PageInMarket } from '../../domain/seo/alternates.ts';
import { categoryPageIn, contentPageIn, productPageIn } from '../../domain/seo/written-in.ts';
import {
  URLSET_CLOSE,
  URLSET_OPEN,
  parseSitemapFileName,
  productRange,
  robotsTxt,
  sitemapFiles,
  sitemapIndexXml,
  urlEntry,
} from '../../domain/seo/sitemap.ts';
import type { Env } from '../env.ts';
import { notFound } from '../middleware/not-found.ts';
import { originsFor } from '../loaders/seo.ts';
import { cachedCategoryDirectory } from '../services/catalogue/category-directory.ts';
import { cachedContentDirectory } from '../services/content/content-directory.ts';
import { countProducts, productSlugsAfter } from '../services/commerce/products.ts';

export const seoFiles = new Hono<{ Bindings: Env }>();

const PRODUCT_PAGE_SIZE = 500;
const HEADERS = { 'cache-control': 'public, max-age=3600' };

/** The host's origin and its markets (one per language of the country). */
function originOf(c: Context<{ Bindings: Env }>): { origin: string; markets: Market[] } {
  const market = c.get('market');
  const origin = originsFor(c.env, new URL(c.req.url))[market.country.code];
  return { origin, markets: market.country.languages.map((language) => marketFor(market.country.code, language)) };
}

seoFiles.get('/robots.txt', (c) => {
  const { origin, markets } = originOf(c);
  return c.text(robotsTxt(origin, markets), 200, HEADERS);
});

seoFiles.get('/sitemap.xml', async (c) => {
  const { origin } = originOf(c);
  const files = sitemapFiles(c.get('market').country.languages, await countProducts(c.env));
  return c.body(sitemapIndexXml(origin, files), 200, { ...HEADERS, 'content-type': 'application/xml; charset=utf-8' });
});

seoFiles.get('/:file{sitemap-[a-z0-9-]+\\.xml}', async (c) => {
  const { origin } = originOf(c);
  const origins = originsFor(c.env, new URL(c.req.url));
  const country = c.get('market').country;
  const file = parseSitemapFileName(`/${c.req.param('file')}`, country.languages);
  if (!file) throw notFound('sitemap file');
  const market = marketFor(country.code, file.language);
  // A page is listed in the file of its locale only where it exists and is written in the file's language,
  // with the alternates its own head lists: the same rule (written-in.ts) for both.
  const url = (pageIn: PageInMarket): string[] => {
    const ref = pageIn(market);
    return ref ? [urlEntry(`${origin}${hrefFor(market, ref)}`, alternateLinks(origins, pageIn))] : [];
  };
  const everywhere =
    (ref: RouteRef): PageInMarket =>
    () =>
      ref;
  const encoder = new TextEncoder();
  const headers = { ...HEADERS, 'content-type': 'application/xml; charset=utf-8' };

  if (file.kind === 'pages') {
    const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
    const [directory, contentPages] = await Promise.all([cachedCategoryDirectory(c.env, waitUntil), cachedContentDirectory(c.env, waitUntil)]);
    const body = [
      URLSET_OPEN,
      ...url(everywhere({ name: 'home' })),
      ...directory.flatMap((entry) => url(categoryPageIn(entry))),
      // Brand pages are listings: their texts are the interface's, written in every language.
      ...OWN_BRANDS.flatMap((brand) => url(everywhere({ name: 'content', slug: brand.slug }))),
      ...STATIC_PAGES.flatMap((slug) => url(contentPageIn(slug, contentPages[slug] ?? []))),
      URLSET_CLOSE,
    ].join('');
    return c.body(body, 200, headers);
  }

  const { start, end } = productRange(file.part);
  if (start > 0 && start >= (await countProducts(c.env))) throw notFound('sitemap part');
  let position = 0;
  let afterId: string | null = null;
  let opened = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(URLSET_OPEN));
        return;
      }
      const page = position < end ? await productSlugsAfter(c.env, afterId, PRODUCT_PAGE_SIZE) : [];
      const lines: string[] = [];
      for (const product of page) {
        if (position >= start && position < end) lines.push(...url(productPageIn(product)));
        position += 1;
      }
      if (lines.length > 0) controller.enqueue(encoder.encode(lines.join('')));
      afterId = page.at(-1)?.id ?? afterId;
      if (page.length < PRODUCT_PAGE_SIZE || position >= end) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      }
    },
  });
  return c.body(stream, 200, headers);
});
