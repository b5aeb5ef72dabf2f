import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, SITEMAP_PROTOCOL_MAX_URLS, productRange, sitemapFileName, sitemapFiles, sitemapIndexXml, urlEntry } from './sitemap.ts';

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

/** Which product file of the index each of `count` catalogue positions lands in, by the files' ranges. */
function partsOf(count: number, maxUrls: number) {
  const files = sitemapFiles(['sk'], count, maxUrls).filter((file) => file.kind === 'products');
  const sizes = files.map((file) => {
    const { start, end } = productRange(file.part, maxUrls);
    return Math.max(0, Math.min(end, count) - start);
  });
  return { files, sizes };
}

describe('sitemap files', () => {
  it('splits the products of each language into files of SITEMAP_MAX_URLS', () => {
    const files = sitemapFiles(['nl', 'fr'], 2 * SITEMAP_MAX_URLS + 1);
    expect(files.filter((file) => file.language === 'fr')).toEqual([
      { kind: 'pages', language: 'fr' },
      { kind: 'products', language: 'fr', part: 1 },
      { kind: 'products', language: 'fr', part: 2 },
      { kind: 'products', language: 'fr', part: 3 },
    ]);
  });

  it('splits 120,001 URLs at the protocol’s 50,000 into 3 files, each URL in exactly one, all named in the index', () => {
    const { files, sizes } = partsOf(120_001, SITEMAP_PROTOCOL_MAX_URLS);
    expect(sizes).toEqual([50_000, 50_000, 20_001]);
    expect(files.map((file) => productRange(file.part, SITEMAP_PROTOCOL_MAX_URLS))).toEqual([
      { start: 0, end: 50_000 },
      { start: 50_000, end: 100_000 },
      { start: 100_000, end: 150_000 },
    ]);
    const index = locs(sitemapIndexXml('https://www.exquip.sk', files));
    expect(index).toEqual([
      'https://www.exquip.sk/sitemap-sk-products-1.xml',
      'https://www.exquip.sk/sitemap-sk-products-2.xml',
      'https://www.exquip.sk/sitemap-sk-products-3.xml',
    ]);
  });

  it('splits the same 120,001 URLs at the shop’s smaller limit into 25 files, none over it', () => {
    const { files, sizes } = partsOf(120_001, SITEMAP_MAX_URLS);
    expect(files).toHaveLength(25);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(120_001);
    expect(Math.max(...sizes)).toBe(SITEMAP_MAX_URLS);
    expect(locs(sitemapIndexXml('https://www.exquip.sk', files)).at(-1)).toBe(
      `https://www.exquip.sk${sitemapFileName({ kind: 'products', language: 'sk', part: 25 })}`,
    );
  });

  it('names one (empty) product file when there are no products, and refuses files over the protocol’s URL limit', () => {
    expect(partsOf(0, SITEMAP_MAX_URLS).files).toHaveLength(1);
    expect(() => sitemapFiles(['sk'], 1, SITEMAP_PROTOCOL_MAX_URLS + 1)).toThrow('at most 50000 URLs');
  });

  it('keeps a product file of URLs with all 29 alternates under the protocol’s 50 MB', () => {
    const href = `https://www.exquip.co.uk/fr/p/${'autolaveuse-autoportee-professionnelle-'.repeat(2)}70-cm-10060004`;
    const entry = urlEntry(
      href,
      Array.from({ length: 29 }, () => ({ hrefLang: 'x-default' as const, href })),
    );
    expect(entry.length * SITEMAP_MAX_URLS).toBeLessThan(50 * 1024 * 1024);
  });

  it('escapes the URL and lists each alternate', () => {
    expect(urlEntry('https://be.localhost/fr/p/a&b', [{ hrefLang: 'nl-BE', href: 'https://be.localhost/p/a&b' }])).toBe(
      '<url><loc>https://be.localhost/fr/p/a&amp;b</loc><xhtml:link rel="alternate" hreflang="nl-BE" href="https://be.localhost/p/a&amp;b"/></url>\n',
    );
  });
});
