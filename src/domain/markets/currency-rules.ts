// Per-currency shipping fees and symbol display (spec part 2 §9 "Free shipping threshold / parcel fee /
// freight fee", "Currencies and fallbacks"). All amounts are in major units of the currency (59 = 59.00 EUR).
// Not here until a feature uses them: the spec's second Hungarian fee set (22099 / 1481 / 7481, no word on
// when it applies; the table's 730 / 3731 is what a shopper sees) and its "Low-stock boundaries" per currency.
import { COUNTRIES, type CountryCode, type CurrencyCode } from './countries.ts';

export interface ShippingFees {
  /** Orders whose final price reaches this amount ship parcels for free. */
  freeAbove: number;
  parcel: number;
  freight: number;
}

export const SHIPPING_FEES: Readonly<Record<CurrencyCode, Readonly<ShippingFees>>> = {
  EUR: { freeAbove: 59, parcel: 1.95, freight: 9.95 },
  GBP: { freeAbove: 52, parcel: 1.95, freight: 9.95 },
  DKK: { freeAbove: 439, parcel: 15, freight: 74 },
  SEK: { freeAbove: 659, parcel: 22, freight: 111 },
  NOK: { freeAbove: 689, parcel: 23, freight: 116 },
  CHF: { freeAbove: 59, parcel: 1.95, freight: 9.95 },
  CZK: { freeAbove: 1399, parcel: 46, freight: 235 },
  PLN: { freeAbove: 269, parcel: 9, freight: 45 },
  HUF: { freeAbove: 22099, parcel: 730, freight: 3731 },
  RON: { freeAbove: 289, parcel: 10, freight: 49 },
  BGN: { freeAbove: 115, parcel: 3.95, freight: 19.95 },
};

/**
 * The spec calls France's fees "temporary" without an end date; France shares EUR with 14 other
 * countries, so the override is keyed by country. Remove the entry when the promotion ends.
 */
export const FRANCE_TEMPORARY_SHIPPING_FEES: Readonly<ShippingFees> = { freeAbove: 59, parcel: 6.95, freight: 39.95 };

export const SHIPPING_FEE_OVERRIDES: Readonly<Partial<Record<CountryCode, Readonly<ShippingFees>>>> = {
  FR: FRANCE_TEMPORARY_SHIPPING_FEES,
};

export interface CountryShippingFees extends ShippingFees {
  currency: CurrencyCode;
}

export const shippingFees = (country: CountryCode): CountryShippingFees => {
  const { currency } = COUNTRIES[country];
  return { ...(SHIPPING_FEE_OVERRIDES[country] ?? SHIPPING_FEES[currency]), currency };
};
