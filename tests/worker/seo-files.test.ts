// robots.txt and the per-market sitemaps, as a crawler reads them.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SITEMAP_MAX_URLS } from '../../src/domain/seo/sitemap.ts';
import { seedContentKv } from './content-kv.ts';
import { get } from './request.ts';
import { categoryAlternates, otherLanguagesProductSlugs, seedProduct, sitemapProductUrls } from './written-seed.ts';

beforeAll(async () => {
  await seedContentKv(env.CONTENT);
});

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

describe('robots.txt', () => {
  it('keeps crawlers out of account and checkout pages in every language of the host, and names the sitemap', async () => {
    const response = await get('http://ch.localhost/robots.txt');
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(text).toContain('User-agent: *');
    for (const path of ['/checkout', '/fr/checkout', '/it/my-account', '/api/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Sitemap: http://ch.localhost/sitemap.xml');
  });
});

describe('sitemaps', () => {
  it('indexes one pages file and the product files per language of the host', async () => {
    const response = await get('http://ch.localhost/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(locs(await response.text())).toEqual(
      ['de', 'fr', 'it'].flatMap((language) => [
        `http://ch.localhost/sitemap-${language}-pages.xml`,
        `http://ch.localhost/sitemap-${language}-products-1.xml`,
      ]),
    );
  });

  it('lists every product the market sells and the catalogue has written in the language of the file, once', async () => {
    const response = await get('http://ch.localhost/sitemap-fr-products-1.xml');
    const urls = locs(await response.text());
    expect(response.status).toBe(200);
    expect(urls.sort()).toEqual(sitemapProductUrls('CH', 'fr').sort());
    // Heavy freight products of the seed are not sold in Switzerland.
    expect(urls.length).toBeLessThan(inject('seededCatalogue').products.length);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('http://ch.localhost/fr/p/trancheuse-250-mm-10010001');
    expect(urls.every((url) => url.startsWith('http://ch.localhost/fr/p/'))).toBe(true);
  });

  it.each([
    ['BE', 'fr'],
    ['GR', 'el'],
    ['LT', 'lt'],
    ['PT', 'pt'],
  ] as const)('%s/%s lists its own localized slugs, never another language’s', async (code, language) => {
    const response = await get(`http://${code.toLowerCase()}.localhost/sitemap-${language}-products-1.xml`);
    expect(response.status).toBe(200);
    const urls = locs(await response.text());
    expect(urls.sort()).toEqual(sitemapProductUrls(code, language).sort());
    const foreign = otherLanguagesProductSlugs(language);
    expect(urls.filter((url) => foreign.has(url.slice(url.lastIndexOf('/') + 1)))).toEqual([]);
  });

  it('gives each URL the same hreflang alternates as the page’s own head', async () => {
    const xml = await (await get('http://be.localhost/sitemap-fr-products-1.xml')).text();
    const slug = seedProduct('ex10060003').slug['fr'];
    const entry = new RegExp(`<url><loc>http://be\\.localhost/fr/p/${slug}</loc>(.*?)</url>`).exec(xml)?.[1] ?? '';
    const inSitemap = Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    );
    const page = await (await get(`http://be.localhost/fr/p/${slug}`, { userAgent: 'Googlebot/2.1' })).text();
    const inHead = Object.fromEntries([...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map((m) => [m[1], m[2]]));
    expect(Object.keys(inSitemap).length).toBeGreaterThan(1);
    expect(inSitemap).toEqual(inHead);
    expect(inSitemap['x-default']).toBe(`http://sk.localhost/p/${seedProduct('ex10060003').slug['sk']}`);
  });

  it('lists home, categories, brands and info pages, with the native prefixes in Lithuania', async () => {
    const urls = locs(await (await get('http://lt.localhost/sitemap-lt-pages.xml')).text());
    expect(urls[0]).toBe('http://lt.localhost/');
    // Categories under their Lithuanian slugs, once the catalogue has them; never the English fallback.
    const gastronomy = categoryAlternates('gastronomy').get('lt-LT');
    if (gastronomy) expect(urls).toContain(gastronomy);
    expect(urls).not.toContain('http://lt.localhost/kategorija/gastronomy');
    expect(urls).toContain('http://lt.localhost/gastrova');
    expect(urls).toContain('http://lt.localhost/return-policy');
    expect(urls.some((url) => url.includes('/c/'))).toBe(false);
  });

  it('lists a locale’s categories under its own slugs and the info pages the CMS holds in its language', async () => {
    const xml = await (await get('http://be.localhost/sitemap-fr-pages.xml')).text();
    const urls = locs(xml);
    expect(urls).toContain('http://be.localhost/fr/c/restauration');
    expect(urls).not.toContain('http://be.localhost/fr/c/horeca');
    expect(urls).toContain('http://be.localhost/fr/return-policy');
    const categoryUrls = urls.filter((url) => url.includes('/c/'));
    expect(categoryUrls.length).toBeGreaterThan(0);
    expect(categoryUrls.every((url) => url.startsWith('http://be.localhost/fr/c/'))).toBe(true);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="nl-BE" href="http://be.localhost/c/horeca"/>');
  });

  it('answers every product file its index names, split at the shop’s URL limit, and no file after the last', async () => {
    const index = locs(await (await get('http://sk.localhost/sitemap.xml')).text());
    const productFiles = index.filter((url) => url.includes('-products-'));
    expect(productFiles).toHaveLength(Math.ceil(inject('seededCatalogue').products.length / SITEMAP_MAX_URLS));
    for (const url of productFiles) {
      const response = await get(url);
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toMatch(/<\/urlset>\n$/);
      expect(locs(xml).length).toBeGreaterThan(0);
      expect(locs(xml).length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    }
    const afterLast = await get(`http://sk.localhost/sitemap-sk-products-${productFiles.length + 1}.xml`);
    expect(afterLast.status).toBe(404);
    await afterLast.body?.cancel();
  });

  it.each(['/sitemap-en-pages.xml', '/sitemap-de-products-2.xml', '/sitemap-de-products-0.xml', '/sitemap-x.xml'])(
    '%s on de.localhost is a 404',
    async (path) => {
      const response = await get(`http://de.localhost${path}`);
      expect(response.status).toBe(404);
      await response.body?.cancel();
    },
  );
});
