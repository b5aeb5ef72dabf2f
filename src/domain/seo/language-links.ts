// The header's language switch (multi-language countries: CH, BE): each other language of the country
// links to the same page in that language when the page exists there (its hreflang alternate), else to
// that language's home. Links stay site-relative: the other language is served from the same host.
import type { Language } from '../markets/countries.ts';
import type { Market } from '../markets/market.ts';
import { marketFor } from '../markets/resolve-market.ts';
import { hrefFor } from '../routes/route-table.ts';
import type { AlternateLink } from './alternates.ts';

export interface LanguageLink {
  language: Language;
  /** null for the page's own language (shown, not linked). */
  href: string | null;
}

/** Path and query of an absolute alternate (the worker builds them as `{origin}{path}`). */
const sitePath = (href: string): string => href.replace(/^[a-z]+:\/\/[^/]+/i, '');

export function languageLinks(market: Market, alternates: readonly AlternateLink[]): LanguageLink[] {
  return market.country.languages.map((language) => {
    if (language === market.language) return { language, href: null };
    const other = marketFor(market.country.code, language);
    const alternate = alternates.find((link) => link.hrefLang === other.locale);
    return { language, href: alternate ? sitePath(alternate.href) : hrefFor(other, { name: 'home' }) };
  });
}
