import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, sitemapFiles, urlEntry } from './sitemap.ts';

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
