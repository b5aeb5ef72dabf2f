// A market: the country, language and currency a request is served in (resolve-market.ts finds it). Its
// own module because the market's rules on both sides need it: resolve-market.ts reads the market cookies
// (market-cookies.ts names them) and market-cookies.ts writes a market's cookies.
import type { Country, CurrencyCode, Language, LocaleCode } from './countries.ts';

export interface Market {
  country: Country;
  language: Language;
  /** Language-country code, e.g. `de-CH`; also names the search index. */
  locale: LocaleCode;
  currency: CurrencyCode;
  storeKey: string;
  /** `''` for the country's default language, else `/{language}` (three characters). */
  prefix: '' | `/${Language}`;
  /** Locale whose content is shown, e.g. `de-DE` for `de-CH`. */
  contentLocale: LocaleCode;
}
