// Which discount code may be added to a cart and what state it has there (pure), as commercetools
// answers (DiscountCodeNonApplicable on Add DiscountCode; DiscountCodeState on the cart):
// - the code's own validity (`validFrom`/`validUntil`) → error reason `TimeRangeNonApplicable` with the
//   dates and the check time; on the cart: `NotValid`;
// - the code inactive, or none of its cart discounts active → `NotActive`;
// - none of its active cart discounts within their validity → `NotValid`;
// - its cart discounts limited to other stores than the cart's → refused (commercetools documents the
//   error for "belongs to a different Store than the Cart" without naming a reason; the stand-in answers
//   `DoesNotMatchCart`, the state such a code would have);
// - the code's or every discount's cart predicate not matching the cart → added, state `DoesNotMatchCart`;
// - otherwise `MatchesCart`.
import type { CartDiscount, DiscountCode, DiscountCodeState, LineItem } from '@commercetools/platform-sdk';
import { cartMatches } from './cart-predicates.ts';

export interface CodeWithDiscounts {
  code: DiscountCode;
  /** The code's cart discounts that exist (a deleted one is simply missing). */
  discounts: readonly CartDiscount[];
}

export interface CartView {
  storeKey: string | undefined;
  lineItems: readonly Pick<LineItem, 'variant'>[];
}

/** The fields of a DiscountCodeNonApplicable error beyond `code` and `message`. */
export interface CodeRefusal {
  reason: string;
  discountCodeId: string;
  validFrom?: string;
  validUntil?: string;
  validityCheckTime?: string;
}

const within = (from: string | undefined, until: string | undefined, now: Date): boolean =>
  (!from || new Date(from) <= now) && (!until || new Date(until) > now);

const forStore = (discount: CartDiscount, storeKey: string | undefined): boolean =>
  (discount.stores ?? []).length === 0 || (storeKey !== undefined && (discount.stores ?? []).some((store) => store.key === storeKey));

/** The cart discounts of the code that are active, valid now and meant for the cart's store. */
export const usableDiscounts = ({ discounts }: CodeWithDiscounts, storeKey: string | undefined, now: Date): CartDiscount[] =>
  discounts.filter((discount) => discount.isActive && within(discount.validFrom, discount.validUntil, now) && forStore(discount, storeKey));

/** Why the code cannot be added to the cart, or null when it can (its state may still be DoesNotMatchCart). */
export const refusalOf = (entry: CodeWithDiscounts, cart: CartView, now: Date): CodeRefusal | null => {
  const { code } = entry;
  if (!within(code.validFrom, code.validUntil, now)) {
    return {
      reason: 'TimeRangeNonApplicable',
      discountCodeId: code.id,
      ...(code.validFrom ? { validFrom: code.validFrom } : {}),
      ...(code.validUntil ? { validUntil: code.validUntil } : {}),
      validityCheckTime: now.toISOString(),
    };
  }
  const active = entry.discounts.filter((discount) => discount.isActive);
  if (!code.isActive || active.length === 0) return { reason: 'NotActive', discountCodeId: code.id };
  const valid = active.filter((discount) => within(discount.validFrom, discount.validUntil, now));
  if (valid.length === 0) return { reason: 'NotValid', discountCodeId: code.id };
  if (!valid.some((discount) => forStore(discount, cart.storeKey))) return { reason: 'DoesNotMatchCart', discountCodeId: code.id };
  return null;
};

/** The state of a code on the cart, recomputed whenever the cart changes. */
export const stateOf = (entry: CodeWithDiscounts, cart: CartView, now: Date): DiscountCodeState => {
  const { code } = entry;
  const active = entry.discounts.filter((discount) => discount.isActive);
  if (!code.isActive || active.length === 0) return 'NotActive';
  if (!within(code.validFrom, code.validUntil, now) || !active.some((discount) => within(discount.validFrom, discount.validUntil, now))) {
    return 'NotValid';
  }
  const usable = usableDiscounts(entry, cart.storeKey, now);
  if (!cartMatches(code.cartPredicate, cart.lineItems)) return 'DoesNotMatchCart';
  return usable.some((discount) => cartMatches(discount.cartPredicate, cart.lineItems)) ? 'MatchesCart' : 'DoesNotMatchCart';
};
