// Sitemaps (sitemaps.org protocol): an index per host naming one pages file per language (so per locale)
// and product files of at most 5,000 URLs each (the protocol's limits: 50,000 URLs, 50 MB); each URL
// with its hreflang alternates (Google's xhtml:link extension); robots.txt pointing at the index.
import type { Language } from '../markets/countries.ts';
import type { Market } from '../markets/market.ts';
import { hrefFor, type FixedRouteName } from '../routes/route-table.ts';
import type { AlternateLink } from './alternates.ts';

/** The protocol's limit of URLs in one sitemap file (sitemaps.org); a file may also hold at most 50 MB. */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

/**
 * URLs per product file. With its hreflang alternates (up to 28 locales and x-default, 4 to 6 kB with long
 * slugs) a URL entry is large: 50,000 of them would pass the 50 MB, so 5,000 keep a file near 30 MB.
 */
export const SITEMAP_MAX_URLS = 5_000;

export type SitemapFile = { kind: 'pages'; language: Language } | { kind: 'products'; language: Language; part: number };

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'pages' ? `/sitemap-${file.language}-pages.xml` : `/sitemap-${file.language}-products-${file.part}.xml`;
}

export function parseSitemapFileName(path: string, languages: readonly Language[]): SitemapFile | null {
  const match = /^\/sitemap-([a-z]{2})-(pages|products-([1-9]\d{0,4}))\.xml$/.exec(path);
  const language = languages.find((candidate) => candidate === match?.[1]);
  if (!match || !language) return null;
  return match[2] === 'pages' ? { kind: 'pages', language } : { kind: 'products', language, part: Number(match[3]) };
}

/** The files of one host: per language its pages, then ⌈products / max⌉ product files (at least one). */
export function sitemapFiles(languages: readonly Language[], productCount: number, maxUrls = SITEMAP_MAX_URLS): SitemapFile[] {
  if (maxUrls > SITEMAP_PROTOCOL_MAX_URLS) throw new Error(`a sitemap file holds at most ${SITEMAP_PROTOCOL_MAX_URLS} URLs`);
  const parts = Math.max(1, Math.ceil(productCount / maxUrls));
  return languages.flatMap((language): SitemapFile[] => [
    { kind: 'pages', language },
    ...Array.from({ length: parts }, (_, index): SitemapFile => ({ kind: 'products', language, part: index + 1 })),
  ]);
}

/** The product positions (0-based, end exclusive) a product file covers. */
export function productRange(part: number, maxUrls = SITEMAP_MAX_URLS): { start: number; end: number } {
  return { start: (part - 1) * maxUrls, end: part * maxUrls };
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** One URL with the same alternates its page's head lists (alternates.ts, written-in.ts). */
export function urlEntry(loc: string, alternates: readonly AlternateLink[]): string {
  const links = alternates.map((link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`).join('');
  return `<url><loc>${escapeXml(loc)}</loc>${links}</url>\n`;
}

export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}${sitemapFileName(file)}`)}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** Pages that are never worth crawling: account, sign-in and checkout, in every language of the host. */
const PRIVATE_ROUTES: readonly FixedRouteName[] = ['checkout', 'login', 'createAccount', 'passwordReset', 'myAccount', 'logOut', 'paymentError'];

export function robotsTxt(origin: string, markets: readonly Market[]): string {
  const disallowed = new Set<string>(['/api/']);
  for (const market of markets) {
    for (const route of PRIVATE_ROUTES) disallowed.add(hrefFor(market, { name: route }));
  }
  return ['User-agent: *', ...[...disallowed].map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
