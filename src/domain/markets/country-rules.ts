// biome-ignore-all format: hand-aligned per-country tables read better as tables than one entry per line
// Per-country switches and limits of spec part 2 §9 ("General", "Postal code formats", "VAT prefixes").
// Each switch is listed as the spec lists it and then widened to a full table, so a forgotten country is
// `false` instead of `undefined`. Cash on delivery's per-country limits are in payment/cod-rules.ts.
import { COUNTRY_CODES, type CountryCode } from './country-codes.ts';

// The table builders are marked free of side effects, so a bundle keeps only the tables it reads: the
// browser reads two of them (native routing, price disclaimer) and leaves the rest to the worker.
/** A table with `value(code)` for every country. */
const perCountry = /* @__NO_SIDE_EFFECTS__ */ <T>(value: (code: CountryCode) => T): Readonly<Record<CountryCode, T>> =>
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, value(code)])) as Record<CountryCode, T>;

const onlyIn = /* @__NO_SIDE_EFFECTS__ */ (enabled: readonly CountryCode[]): Readonly<Record<CountryCode, boolean>> =>
  perCountry((code) => enabled.includes(code));

export const CHECKOUT_DISABLED = onlyIn(['IE', 'SI', 'LT', 'GR', 'BG', 'RO']);
export const BANK_PAYMENT_OFF = onlyIn(['IE', 'NL', 'SE', 'GB', 'RO', 'LT', 'SI', 'BG', 'GR', 'HR']);
export const QUICK_ADD_TO_CART_RESTRICTED = onlyIn(['AT', 'DE']);
/** Native (localised) category and product URL prefixes; elsewhere they are redirected. */
export const NATIVE_ROUTING = onlyIn(['LT']);
export const PERSONALISED_DISCOUNTS = onlyIn(['LT']);
export const REVIEW_WIDGET = onlyIn(['CZ']);
export const REVIEW_CONSENT_DEFAULT = onlyIn(['CZ']);
export const NEWSLETTER_OPTIONAL = onlyIn(['HU', 'PL']);
export const NEW_TRUST_FEATURES = onlyIn(['DE', 'PL']);
export const MANUAL_TRANSLATION = onlyIn(['IE', 'DE', 'AT', 'GB', 'PL']);
export const PRICE_DISCLAIMER = onlyIn([
  'AT', 'BE', 'BG', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'NL', 'PL',
  'PT', 'RO', 'SE', 'SI', 'SK',
]);
export const STREET_NUMBER_CHECK_DISABLED = onlyIn(['CZ', 'PL', 'RO']);
/** Address validation by a maps service: "off for all listed markets" (checkout/address-validation.ts). */
export const ADDRESS_VALIDATION_ENABLED = onlyIn([]);
/** The spec enables the cart websocket for all 25 countries; kept as a table so one can be switched off. */
export const WEBSOCKET_ENABLED = onlyIn(COUNTRY_CODES);

/** Prefix put before a VAT number; Switzerland and Greece differ from their country code. */
const VAT_PREFIX_EXCEPTIONS: Readonly<Partial<Record<CountryCode, string>>> = { CH: 'CHE', GR: 'EL' };
export const VAT_PREFIX: Readonly<Record<CountryCode, string>> = perCountry((code) => VAT_PREFIX_EXCEPTIONS[code] ?? code);

export interface CountryRules {
  checkoutDisabled: boolean;
  bankPaymentOff: boolean;
  quickAddToCartRestricted: boolean;
  nativeRouting: boolean;
  personalisedDiscounts: boolean;
  reviewWidget: boolean;
  reviewConsentDefault: boolean;
  newsletterOptional: boolean;
  newTrustFeatures: boolean;
  manualTranslation: boolean;
  priceDisclaimer: boolean;
  streetNumberCheckDisabled: boolean;
  vatPrefix: string;
  websocketEnabled: boolean;
}

export const COUNTRY_RULES: Readonly<Record<CountryCode, Readonly<CountryRules>>> = perCountry((code): CountryRules => ({
  checkoutDisabled: CHECKOUT_DISABLED[code],
  bankPaymentOff: BANK_PAYMENT_OFF[code],
  quickAddToCartRestricted: QUICK_ADD_TO_CART_RESTRICTED[code],
  nativeRouting: NATIVE_ROUTING[code],
  personalisedDiscounts: PERSONALISED_DISCOUNTS[code],
  reviewWidget: REVIEW_WIDGET[code],
  reviewConsentDefault: REVIEW_CONSENT_DEFAULT[code],
  newsletterOptional: NEWSLETTER_OPTIONAL[code],
  newTrustFeatures: NEW_TRUST_FEATURES[code],
  manualTranslation: MANUAL_TRANSLATION[code],
  priceDisclaimer: PRICE_DISCLAIMER[code],
  streetNumberCheckDisabled: STREET_NUMBER_CHECK_DISABLED[code],
  vatPrefix: VAT_PREFIX[code],
  websocketEnabled: WEBSOCKET_ENABLED[code],
}));

export const countryRules = (code: CountryCode): Readonly<CountryRules> => COUNTRY_RULES[code];
