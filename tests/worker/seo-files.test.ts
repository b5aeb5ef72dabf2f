// robots.txt and the per-market sitemaps, as a crawler reads them.
import { describe, expect, it } from 'vitest';
import products from '../../kv-seed/commerce/products.json';
import { get } from './request.ts';

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

  it('lists every published product once, in the language of the file', async () => {
    const response = await get('http://ch.localhost/sitemap-fr-products-1.xml');
    const urls = locs(await response.text());
    expect(response.status).toBe(200);
    expect(urls).toHaveLength(products.length);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('http://ch.localhost/fr/p/trancheuse-250-mm-10010001');
    expect(urls.every((url) => url.startsWith('http://ch.localhost/fr/p/'))).toBe(true);
  });

  it('lists home, categories, brands and info pages, with the native prefixes in Lithuania', async () => {
    const urls = locs(await (await get('http://lt.localhost/sitemap-lt-pages.xml')).text());
    expect(urls[0]).toBe('http://lt.localhost/');
    expect(urls).toContain('http://lt.localhost/kategorija/gastronomy');
    expect(urls).toContain('http://lt.localhost/gastrova');
    expect(urls).toContain('http://lt.localhost/return-policy');
    expect(urls.some((url) => url.includes('/c/'))).toBe(false);
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
