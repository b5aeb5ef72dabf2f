// Recommendation keys per language of each country (spec part 1 §3 "Country configuration":
// "recommendation keys per language (key, last-seen id, similar-products id, cart-recommendation id)").
// The spec does not show the values; these are the demo project's, one recommendation domain per locale
// and one set of recommendation models per country. Production swaps in the real ids here.
import { ALL_LOCALES, type LocaleCode } from './countries.ts';

export interface RecommendationKeys {
  /** The recommendation domain; sent as `domainId`. */
  key: string;
  /** "Last seen" recommendation. */
  lastSeenId: string;
  /** Similar products (product page); sent as `typeId` with `sourceSku`. */
  similarProductsId: string;
  /** Cart recommendation. */
  cartRecommendationId: string;
}

const keysOf = (locale: LocaleCode): RecommendationKeys => {
  const [language = '', country = ''] = locale.toLowerCase().split('-');
  return {
    key: `exquip-${country}-${language}`,
    lastSeenId: `${country}-last-seen`,
    similarProductsId: `${country}-similar-products`,
    cartRecommendationId: `${country}-cart-recommendation`,
  };
};

export const RECOMMENDATION_KEYS: Readonly<Partial<Record<LocaleCode, RecommendationKeys>>> = Object.fromEntries(
  ALL_LOCALES.map((locale) => [locale, keysOf(locale)]),
);

/** The keys of a shop locale; null for a locale the shop does not have. */
export const recommendationKeysFor = (locale: LocaleCode): RecommendationKeys | null => RECOMMENDATION_KEYS[locale] ?? null;
