// Coupons on the cart (spec part 1 §5, part 2 §5 "A coupon is removed only if found on the cart by its
// code"). The shopper types or clicks a code; the platform removes a discount code by its id.
import type { Cart } from './types.ts';

/** Codes are compared as shoppers type them: surrounding spaces and letter case do not matter. */
const normalise = (code: string): string => code.trim().toLowerCase();

/**
 * The id of the cart's discount code matching `code`, or null — in which case nothing is removed,
 * since a code that is not on the cart has nothing to take off.
 */
export const discountCodeIdFor = (cart: Cart, code: string): string | null => {
  const wanted = normalise(code);
  if (wanted === '') return null;
  return cart.discountCodes.find((discount) => normalise(discount.code) === wanted)?.id ?? null;
};

/**
 * The code as it is sent to the platform. commercetools compares codes exactly; the shop's codes are
 * written in capitals (kv-seed/generate/coupons.ts), so what a shopper types is trimmed and upper-cased
 * and "welcome10" finds WELCOME10.
 */
export const couponCodeOf = (typed: string): string => typed.trim().toUpperCase();

/** Whether two typed codes name the same coupon. */
export const sameCoupon = (a: string, b: string): boolean => normalise(a) === normalise(b);

/**
 * Why a coupon was not taken, as the shopper is told (`cart.coupon.error.<kind>` in src/locales):
 * the code does not exist, its time is over, it belongs to another shop, it does not apply to the
 * products in the cart — or, for every other reason the platform may give, that it cannot be used.
 */
export const COUPON_REFUSALS = ['unknown', 'expired', 'not-valid-in-shop', 'does-not-apply', 'not-usable'] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/**
 * The `reason` of commercetools' DiscountCodeNonApplicable error (Add DiscountCode refused) → our kind.
 * `DoesNotMatchCart` as a refusal (not as a state) is the platform's answer for a code whose cart
 * discounts belong to other stores: a code that merely does not match the lines is added, not refused.
 */
export const refusalForReason = (reason: string | undefined): CouponRefusal => {
  switch (reason) {
    case 'DoesNotExist':
      return 'unknown';
    case 'TimeRangeNonApplicable':
    case 'NotValid':
      return 'expired';
    case 'DoesNotMatchCart':
      return 'not-valid-in-shop';
    default:
      // NotActive, MaxApplicationReached, ApplicationStoppedByPreviousDiscount, reasons yet to come.
      return 'not-usable';
  }
};

/** A code's state on the cart (DiscountCodeState) → whether it takes something off: null, or why not. */
export const refusalForState = (state: string): CouponRefusal | null => {
  switch (state) {
    case 'MatchesCart':
    // Another discount of its group was the better deal: the code works, the shopper got the best price.
    case 'ApplicationStoppedByGroupBestDeal':
      return null;
    case 'DoesNotMatchCart':
      return 'does-not-apply';
    case 'NotValid':
      return 'expired';
    default:
      return 'not-usable';
  }
};
