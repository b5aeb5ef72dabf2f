// biome-ignore-all format: hand-aligned code lists read better as tables than one entry per line
// The codes of the shopper countries, their languages and currencies (spec part 2 §9 "Shopper countries");
// countries.ts builds the table of countries on them and re-exports them.

export const COUNTRY_CODES = [
  'SK', 'IE', 'DE', 'PT', 'IT', 'FR', 'HU', 'CZ', 'AT', 'NO', 'NL', 'CH', 'BE',
  'DK', 'SE', 'ES', 'GB', 'FI', 'PL', 'RO', 'LT', 'SI', 'BG', 'GR', 'HR',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const LANGUAGES = [
  'de', 'fr', 'nl', 'bg', 'it', 'en', 'cs', 'da', 'es', 'fi', 'el',
  'hr', 'hu', 'lt', 'nb', 'pl', 'pt', 'ro', 'sv', 'sk', 'sl',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCY_CODES = ['EUR', 'GBP', 'DKK', 'SEK', 'NOK', 'CHF', 'CZK', 'PLN', 'HUF', 'RON', 'BGN'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
