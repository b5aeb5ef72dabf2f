// biome-ignore-all format: hand-aligned per-country tables read better as tables than one entry per line
// The 25 shopper countries and their 28 language-country locales (spec part 2 §9 "Shopper countries",
// "Currencies and fallbacks"). This is the single table every other market rule keys on.

// The code lists live in their own module so that the browser's start-up script, whose routes need only
// the country codes, does not carry the table below (which only later chunks use).
export { COUNTRY_CODES, CURRENCY_CODES, LANGUAGES } from './country-codes.ts';
export type { CountryCode, CurrencyCode, Language } from './country-codes.ts';
import { COUNTRY_CODES, CURRENCY_CODES, LANGUAGES, type CountryCode, type CurrencyCode, type Language } from './country-codes.ts';

/** A language-country code such as `de-AT`; also the suffix of the search index `prod.{locale}`. */
export type LocaleCode = `${Language}-${CountryCode}`;

export interface Country {
  code: CountryCode;
  /** English label, used where no translated label exists. */
  label: string;
  currency: CurrencyCode;
  /** Languages in order; the first one is the country's default and never gets a URL prefix. */
  languages: readonly [Language, ...Language[]];
  /** Commerce store key of the country's store. */
  storeKey: string;
  topLevelDomain: string;
  prodDomain: string;
}

const country = (
  code: CountryCode, label: string, currency: CurrencyCode,
  languages: readonly [Language, ...Language[]], topLevelDomain: string,
): Country => ({
  code, label, currency, languages, storeKey: code.toLowerCase(), topLevelDomain,
  prodDomain: `www.exquip${topLevelDomain}`,
});

export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  SK: country('SK', 'Slovakia', 'EUR', ['sk'], '.sk'),
  IE: country('IE', 'Ireland', 'EUR', ['en'], '.ie'),
  DE: country('DE', 'Germany', 'EUR', ['de'], '.de'),
  PT: country('PT', 'Portugal', 'EUR', ['pt'], '.pt'),
  IT: country('IT', 'Italy', 'EUR', ['it'], '.it'),
  FR: country('FR', 'France', 'EUR', ['fr'], '.fr'),
  HU: country('HU', 'Hungary', 'HUF', ['hu'], '.hu'),
  CZ: country('CZ', 'Czechia', 'CZK', ['cs'], '.cz'),
  AT: country('AT', 'Austria', 'EUR', ['de'], '.at'),
  NO: country('NO', 'Norway', 'NOK', ['nb'], '.no'),
  NL: country('NL', 'Netherlands', 'EUR', ['nl'], '.nl'),
  // Switzerland and Belgium are the multi-language markets (28 locales = 25 countries + 3).
  CH: country('CH', 'Switzerland', 'CHF', ['de', 'fr', 'it'], '.ch'),
  BE: country('BE', 'Belgium', 'EUR', ['nl', 'fr'], '.be'),
  DK: country('DK', 'Denmark', 'DKK', ['da'], '.dk'),
  SE: country('SE', 'Sweden', 'SEK', ['sv'], '.se'),
  ES: country('ES', 'Spain', 'EUR', ['es'], '.es'),
  GB: country('GB', 'United Kingdom', 'GBP', ['en'], '.co.uk'),
  FI: country('FI', 'Finland', 'EUR', ['fi'], '.fi'),
  PL: country('PL', 'Poland', 'PLN', ['pl'], '.pl'),
  RO: country('RO', 'Romania', 'RON', ['ro'], '.ro'),
  LT: country('LT', 'Lithuania', 'EUR', ['lt'], '.lt'),
  SI: country('SI', 'Slovenia', 'EUR', ['sl'], '.si'),
  // The spec prices Bulgaria in leva (BGN); Bulgaria has paid in euros since 1 January 2026, so a shopper
  // there today expects euro prices: the shop sells in EUR, with the EUR row of every per-currency table.
  // BGN stays a currency of the shop's data (the spec's BGN rows, products priced in leva) (issue 17).
  BG: country('BG', 'Bulgaria', 'EUR', ['bg'], '.bg'),
  GR: country('GR', 'Greece', 'EUR', ['el'], '.gr'),
  HR: country('HR', 'Croatia', 'EUR', ['hr'], '.hr'),
};

export const DEFAULT_COUNTRY: CountryCode = 'SK';

export const localeOf = (code: CountryCode, language: Language): LocaleCode => `${language}-${code}`;

export const ALL_LOCALES: readonly LocaleCode[] = COUNTRY_CODES.flatMap((code) =>
  COUNTRIES[code].languages.map((language) => localeOf(code, language)),
);

/** Locales whose content falls back to another locale's (spec part 2 §9 "Fallback locales"). */
export const LOCALE_FALLBACKS: Readonly<Partial<Record<LocaleCode, LocaleCode>>> = {
  'de-AT': 'de-DE', 'fr-BE': 'fr-FR', 'nl-BE': 'nl-NL', 'de-CH': 'de-DE',
  'fr-CH': 'fr-FR', 'it-CH': 'it-IT', 'en-IE': 'en-GB',
};

export const isCountryCode = (value: string): value is CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(value);
export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);
export const isCurrencyCode = (value: string): value is CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(value);
