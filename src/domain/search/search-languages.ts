// The search language of each shop language, as Algolia names and supports it (issue 17): the indexer sets
// it on every `prod.{locale}` index (queryLanguages, indexLanguages, plurals, stop words, compound words),
// and the search stand-in reads the same settings back. Algolia's codes are ISO 639-1 except Norwegian,
// whose Bokmål the shop calls `nb` and Algolia's compound splitting only knows as `no`.
import type { Language, LocaleCode } from '../markets/countries.ts';

/** The Algolia language codes the shop's languages map to (a subset of Algolia's supported languages). */
export type AlgoliaLanguage =
  | 'bg'
  | 'cs'
  | 'da'
  | 'de'
  | 'el'
  | 'en'
  | 'es'
  | 'fi'
  | 'fr'
  | 'hu'
  | 'it'
  | 'lt'
  | 'nl'
  | 'no'
  | 'pl'
  | 'pt'
  | 'ro'
  | 'sk'
  | 'sv';

/**
 * Algolia's language for each shop language; null where Algolia has no language support at all
 * (Croatian and Slovenian are not among its supported languages, so those indexes get no language
 * settings and are matched language-agnostically, as Algolia does for any text).
 */
const ALGOLIA_LANGUAGE: Readonly<Record<Language, AlgoliaLanguage | null>> = {
  bg: 'bg',
  cs: 'cs',
  da: 'da',
  de: 'de',
  el: 'el',
  en: 'en',
  es: 'es',
  fi: 'fi',
  fr: 'fr',
  hr: null,
  hu: 'hu',
  it: 'it',
  lt: 'lt',
  nb: 'no',
  nl: 'nl',
  pl: 'pl',
  pt: 'pt',
  ro: 'ro',
  sk: 'sk',
  sl: null,
  sv: 'sv',
};

/** The languages whose compound words Algolia splits (`decompoundedAttributes`, `decompoundQuery`). */
export const DECOMPOUNDING_LANGUAGES: readonly AlgoliaLanguage[] = ['de', 'nl', 'fi', 'da', 'sv', 'no'];

const languageOfLocale = (locale: LocaleCode): Language => locale.slice(0, locale.indexOf('-')) as Language;

/** Algolia's language of a locale's index (`de-AT` → `de`, `nb-NO` → `no`), or null where Algolia has none. */
export const searchLanguageOf = (locale: LocaleCode): AlgoliaLanguage | null => ALGOLIA_LANGUAGE[languageOfLocale(locale)];

/** Whether Algolia splits compound words of this language (German 'Plattformwaage' = 'Plattform' + 'Waage'). */
export const decompounds = (language: AlgoliaLanguage): boolean => DECOMPOUNDING_LANGUAGES.includes(language);
