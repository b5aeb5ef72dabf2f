// The shop's rules for reviews (spec part 1 §4 review states, §5 "Reviews only by prior purchasers and
// once per SKU", part 2 §9 "Review page size 10, step 5, offset 0", "review consent default on only in CZ").
import { REVIEW_CONSENT_DEFAULT, REVIEW_WIDGET } from '../markets/country-rules.ts';
import type { CountryCode } from '../markets/countries.ts';

/** Reviews on the product page at first, and how many more each 'show more' brings. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_STEP = 5;
/** The most reviews one request may ask for. */
export const MAX_REVIEW_PAGE = 50;

export const REVIEW_SORTS = ['top', 'recent'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'top';

/**
 * The order of each sort as commercetools sort expressions: top reviews are the best rated, newest first
 * among equals; most recent by the date written (imported reviews keep theirs in a custom field).
 */
export const REVIEW_SORT_EXPRESSIONS: Readonly<Record<ReviewSort, readonly string[]>> = {
  top: ['rating desc', 'custom.fields.reviewCreatedAt desc', 'id asc'],
  recent: ['custom.fields.reviewCreatedAt desc', 'id asc'],
};

/**
 * The review's key at commercetools: one per customer and SKU, so the platform itself refuses a second
 * review (DuplicateField), however many requests race. Keys allow letters, digits, `-` and `_`.
 */
export function reviewKey(customerId: string, sku: string): string {
  return `customer-${customerId}-${sku}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 256);
}

/**
 * Whether the form's consent to show the reviewer's name (first name and initial) starts ticked: only in
 * Czechia (spec), elsewhere the shopper ticks it; without it the review is shown without a name.
 */
export function reviewNameConsentByDefault(country: CountryCode): boolean {
  return REVIEW_CONSENT_DEFAULT[country];
}

/** The name shown with a review: first name and the last name's initial, or nothing without consent. */
export function reviewerName(firstName: string, lastName: string, consent: boolean): string {
  if (!consent) return '';
  const initial = lastName.trim().charAt(0);
  return [firstName.trim(), initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}

/**
 * The spec's "Review widget CZ only", read as a shopper would read it: product reviews (stars, counts,
 * the reviews and the form) are everywhere, as the rest of the spec asks; the review widget is the shop's
 * own rating from its customers beside them, the badge Czech shoppers know from their shops' pages
 * ("how customers rate this shop"), shown only in Czechia. It is made of all the shop's product reviews.
 */
export function showsShopRatingWidget(country: CountryCode): boolean {
  return REVIEW_WIDGET[country];
}
