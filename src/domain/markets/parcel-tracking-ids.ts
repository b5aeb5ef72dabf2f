// The parcel-tracking widget's id per language of each country (spec part 1 §3 "Country configuration":
// "parcel-tracking id per language"). The spec does not show the values; these are the demo project's,
// one tracking page per locale, so a Swiss shopper reading French gets the French tracking form.
// Production swaps in the carrier's real ids here.
import { ALL_LOCALES, type LocaleCode } from './countries.ts';

const idOf = (locale: LocaleCode): string => `exquip-tracking-${locale.toLowerCase()}`;

export const PARCEL_TRACKING_IDS: Readonly<Partial<Record<LocaleCode, string>>> = Object.fromEntries(
  ALL_LOCALES.map((locale) => [locale, idOf(locale)]),
);

/** The tracking id of a shop locale; null for a locale the shop does not have. */
export const parcelTrackingIdFor = (locale: LocaleCode): string | null => PARCEL_TRACKING_IDS[locale] ?? null;
