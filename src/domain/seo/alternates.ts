// hreflang alternates (every locale in which the page exists, plus x-default) for a page whose address
// may differ per locale (translated slugs, native prefixes, language prefixes).
import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode, type LocaleCode } from '../markets/countries.ts';
import { marketFor } from '../markets/resolve-market.ts';
import type { Market } from '../markets/market.ts';
import { hrefFor, type RouteRef } from '../routes/route-table.ts';

export interface AlternateLink {
  hrefLang: LocaleCode | 'x-default';
  href: string;
}

/** The page in one market, or null when it does not exist there. */
export type PageInMarket = (market: Market) => RouteRef | null;

export function alternateLinks(origins: Readonly<Record<CountryCode, string>>, pageIn: PageInMarket): AlternateLink[] {
  const links: AlternateLink[] = [];
  let fallback: string | null = null;
  for (const code of COUNTRY_CODES) {
    for (const language of COUNTRIES[code].languages) {
      const market = marketFor(code, language);
      const ref = pageIn(market);
      if (!ref) continue;
      const href = `${origins[code]}${hrefFor(market, ref)}`;
      links.push({ hrefLang: market.locale, href });
      if (code === DEFAULT_COUNTRY && fallback === null) fallback = href;
    }
  }
  const xDefault = fallback ?? links[0]?.href;
  return xDefault ? [...links, { hrefLang: 'x-default', href: xDefault }] : links;
}
