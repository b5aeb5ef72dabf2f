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
