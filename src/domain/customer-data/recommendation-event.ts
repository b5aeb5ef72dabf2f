// The recommendation event (spec part 2 §7.4 {locale, cookie, path, recommendation_id, recommendation_name,
// action}) and the recommendation a cart-update names: the browser only says which of the shop's
// recommendations the shopper used (its name) and what it did; the id is the locale's own
// (recommendation-keys.ts), never one the browser sends.
import * as v from 'valibot';
import type { LocaleCode } from '../markets/countries.ts';
import { recommendationKeysFor } from '../markets/recommendation-keys.ts';

/** The recommendations the shop shows: similar products on the product page. */
export const RECOMMENDATION_NAMES = ['similar-products'] as const;
export type RecommendationName = (typeof RECOMMENDATION_NAMES)[number];

/** What a shopper did with a recommended product: opened it or put it into the cart. */
export const RECOMMENDATION_ACTIONS = ['click', 'add'] as const;

/** A path on this site (the page the recommendation was shown on), bounded. */
const SitePathSchema = v.pipe(v.string(), v.maxLength(512), v.regex(/^\/(?!\/)[^\s\\]*$/));

export const RecommendationBeaconSchema = v.strictObject({
  recommendation: v.picklist(RECOMMENDATION_NAMES),
  action: v.picklist(RECOMMENDATION_ACTIONS),
  path: SitePathSchema,
});

/** The locale's id of a recommendation; null where the locale has none. */
export function recommendationIdFor(name: RecommendationName, locale: LocaleCode): string | null {
  const keys = recommendationKeysFor(locale);
  if (!keys) return null;
  switch (name) {
    case 'similar-products':
      return keys.similarProductsId;
  }
}
