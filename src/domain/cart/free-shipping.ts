// Free shipping and shipping fees (spec part 1 §5 "Free shipping", part 2 §9 "Free shipping threshold /
// parcel fee / freight fee"). The fee table lives in markets/currency-rules.ts in major units; here it
// becomes Money in the subtotal's minor units so every comparison is an integer one.
import type { Money } from '../catalogue/types.ts';
import type { CountryCode } from '../markets/countries.ts';
import { shippingFees } from '../markets/currency-rules.ts';

export type ShippingKind = 'parcel' | 'freight';

export interface FreeShippingProgress {
  /** The amount from which parcels ship free. */
  threshold: Money;
  /** What is still missing to reach it; zero once reached. */
  remaining: Money;
  free: boolean;
}

const toMinorUnits = (major: number, fractionDigits: number): number => Math.round(major * 10 ** fractionDigits);

/** Money in the subtotal's currency and precision. */
const moneyLike = (subtotal: Money, major: number): Money => ({
  ...subtotal,
  centAmount: toMinorUnits(major, subtotal.fractionDigits),
});

/**
 * The country's fees (France's override included), refusing a subtotal in another currency: a
 * threshold compared across currencies would be silently wrong by the exchange rate.
 */
const feesFor = (subtotal: Money, country: CountryCode) => {
  const fees = shippingFees(country);
  if (fees.currency !== subtotal.currencyCode) {
    throw new RangeError(`Subtotal in ${subtotal.currencyCode} for ${country}, whose currency is ${fees.currency}`);
  }
  return fees;
};

/**
 * The one comparison of the rule: free from the amount itself on, never across currencies. Also what
 * the checkout applies to a shipping rate's own `freeAbove`.
 */
export const reachesFreeShipping = (subtotal: Money, freeAbove: Money): boolean =>
  subtotal.currencyCode === freeAbove.currencyCode && subtotal.centAmount >= freeAbove.centAmount;

/**
 * How far the subtotal is from free parcel shipping. Free starts at the threshold itself — the parcel
 * fee applies only strictly below it, as `parcelFeeApplies` says in major units.
 */
export const freeShippingProgress = (subtotal: Money, country: CountryCode): FreeShippingProgress => {
  const threshold = moneyLike(subtotal, feesFor(subtotal, country).freeAbove);
  const free = reachesFreeShipping(subtotal, threshold);
  return { threshold, remaining: { ...subtotal, centAmount: free ? 0 : threshold.centAmount - subtotal.centAmount }, free };
};

/**
 * The shipping fee for the subtotal. The spec makes only the parcel fee free above the threshold and
 * says nothing of free freight, so the freight fee always applies (heavy goods cost the same to move
 * whatever the order value).
 */
export const shippingFee = (kind: ShippingKind, subtotal: Money, country: CountryCode): Money => {
  const fees = feesFor(subtotal, country);
  if (kind === 'freight') return moneyLike(subtotal, fees.freight);
  return freeShippingProgress(subtotal, country).free ? { ...subtotal, centAmount: 0 } : moneyLike(subtotal, fees.parcel);
};
