// The cart discounts that discount codes bring to a cart (pure): each code's state on the cart
// (discount-code-rules.ts) and, for the codes that match it, their discounts as reductions on line items
// (target `lineItems`, relative or absolute per unit) or on the cart's total (target `totalPrice`).
// Discounts apply in commercetools' order, the higher `sortOrder` first.
import type { CartDiscount, DiscountCodeInfo, LineItem, TypedMoney } from '@commercetools/platform-sdk';
import { lineMatches, cartMatches } from './cart-predicates.ts';
import { stateOf, usableDiscounts, type CartView, type CodeWithDiscounts } from './discount-code-rules.ts';

/** One reduction of a unit price: a share (permyriad) or an amount (cents) off each unit. */
export type UnitReduction = { discountId: string; permyriad: number } | { discountId: string; cents: number };

export interface CodeDiscounts {
  /** The cart's discount codes with their state recomputed. */
  discountCodes: DiscountCodeInfo[];
  /** Reductions a line's units receive, in the order they apply. */
  lineReductions: (line: Pick<LineItem, 'variant' | 'priceMode'>) => UnitReduction[];
  /** Discounts on the cart's total, in the order they apply. */
  totalReductions: UnitReduction[];
}

const amountIn = (money: readonly TypedMoney[], currencyCode: string): number | undefined =>
  money.find((entry) => entry.currencyCode === currencyCode)?.centAmount;

const byPriority = (a: CartDiscount, b: CartDiscount): number => Number(b.sortOrder) - Number(a.sortOrder);

/** The reduction a discount gives in the cart's currency; none for a fixed amount without that currency. */
const reductionOf = (discount: CartDiscount, currencyCode: string): UnitReduction | null => {
  const { value } = discount;
  if (value.type === 'relative') return { discountId: discount.id, permyriad: value.permyriad };
  if (value.type === 'absolute') {
    const cents = amountIn(value.money, currencyCode);
    return cents === undefined ? null : { discountId: discount.id, cents };
  }
  return null;
};

export const codeDiscounts = (
  cart: CartView & { discountCodes: readonly DiscountCodeInfo[]; currencyCode: string },
  codes: readonly CodeWithDiscounts[],
  now: Date,
): CodeDiscounts => {
  const byId = new Map(codes.map((entry) => [entry.code.id, entry]));
  const applying: CartDiscount[] = [];
  const discountCodes = cart.discountCodes.map((info) => {
    const entry = byId.get(info.discountCode.id);
    if (!entry) return info;
    const state = stateOf(entry, cart, now);
    if (state === 'MatchesCart') {
      applying.push(...usableDiscounts(entry, cart.storeKey, now).filter((discount) => cartMatches(discount.cartPredicate, cart.lineItems)));
    }
    return { ...info, state };
  });
  applying.sort(byPriority);
  const onLines = applying.filter((discount) => discount.target?.type === 'lineItems');
  const totalReductions = applying
    .filter((discount) => discount.target?.type === 'totalPrice')
    .flatMap((discount) => reductionOf(discount, cart.currencyCode) ?? []);
  return {
    discountCodes,
    lineReductions: (line) => {
      if (line.priceMode === 'ExternalTotal') return [];
      return onLines.flatMap((discount) =>
        discount.target?.type === 'lineItems' && lineMatches(discount.target.predicate, line) ? (reductionOf(discount, cart.currencyCode) ?? []) : [],
      );
    },
    totalReductions,
  };
};
