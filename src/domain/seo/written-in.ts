// "Really written in" (issue 17): a page is offered to crawlers (hreflang, sitemaps) and to the language
// switch in a language only when it exists in that market AND its main text is that language's own,
// never the catalogue's English fallback shown under another language's `lang`. The adapters keep a
// catalogue entry's slugs only in the languages it is written in; the builders below add where the page
// exists (sold, shown in the market, stored in the CMS) for each kind of page.
import type { CategoryEntry } from '../catalogue/types.ts';
import { LANGUAGES, type Language, type LocaleCode } from '../markets/countries.ts';
import type { PageInMarket } from './alternates.ts';

/** A localized text as the catalogue stores it: one entry per language it has its own text in. */
type LocalizedText = Readonly<Record<string, string | undefined>> | undefined;

const hasOwn = (text: LocalizedText, language: Language): boolean => (text?.[language]?.trim() ?? '') !== '';

/** A catalogue entry's slugs in the languages its name and slug are its own (not the English fallback). */
export function writtenSlugs(name: LocalizedText, slug: LocalizedText): Partial<Record<Language, string>> {
  const slugs: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const own = slug?.[language];
    if (own && hasOwn(name, language) && hasOwn(slug, language)) slugs[language] = own;
  }
  return slugs;
}

/** A product as hreflang needs it: its written slugs and the locales whose market sells it. */
export interface ProductPresence {
  slugs: Partial<Record<Language, string>>;
  soldIn: readonly LocaleCode[];
}

/** A product page exists in a market that sells the product, in a language it is written in. */
export const productPageIn =
  (product: ProductPresence): PageInMarket =>
  (market) => {
    const slug = product.slugs[market.language];
    return slug && product.soldIn.includes(market.locale) ? { name: 'product', slug } : null;
  };

/** A category page exists in the markets that show the category, in a language it is written in. */
export const categoryPageIn =
  (entry: CategoryEntry | undefined): PageInMarket =>
  (market) => {
    if (!entry || (entry.markets !== null && !entry.markets.includes(market.country.code))) return null;
    const slug = entry.slugs[market.language];
    return slug ? { name: 'category', slug } : null;
  };

/** A CMS page exists in the languages the CMS holds it in (its slug is the same in all of them). */
export const contentPageIn =
  (slug: string, languages: readonly Language[]): PageInMarket =>
  (market) =>
    languages.includes(market.language) ? { name: 'content', slug } : null;
