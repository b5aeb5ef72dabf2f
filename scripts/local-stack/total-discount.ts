// Cart discounts on the cart's total price (target `totalPrice`), pure: the line totals stay as they are
// and the cart gets `discountOnTotalPrice`; for the cart's taxes the discount is spread over the taxed
// items in proportion to their totals, so each rate's portion shrinks by its share (as commercetools
// does, shipping excluded). Several such discounts apply one after another, the higher sortOrder first.
import type { CentPrecisionMoney, DiscountOnTotalPrice, TaxedItemPrice, TaxRate } from '@commercetools/platform-sdk';
import type { UnitReduction } from './code-discounts.ts';

interface Item {
  totalPrice: { centAmount: number };
  taxedPrice?: TaxedItemPrice;
  taxRate?: TaxRate;
}

/** The cart's own money arithmetic (cart-totals.ts), handed in: its rounding mode and tax rule. */
export interface Arithmetic {
  round: (value: number) => number;
  tax: (amount: CentPrecisionMoney, rate: TaxRate) => TaxedItemPrice;
}

export interface TotalDiscount {
  discountOnTotalPrice: DiscountOnTotalPrice & { discountedAmount: CentPrecisionMoney };
  /** The items' taxed prices after their share of the discount, for the cart's taxedPrice. */
  taxedItems: (TaxedItemPrice | undefined)[];
}

/** `amount` split over `weights` in proportion, rounded down, the remainder on the largest weight. */
export const shares = (amount: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const split = weights.map((weight) => Math.floor((amount * weight) / sum));
  const largest = weights.indexOf(Math.max(...weights));
  split[largest] = (split[largest] ?? 0) + amount - split.reduce((total, share) => total + share, 0);
  return split;
};

export const applyTotalReductions = (
  items: readonly Item[],
  reductions: readonly UnitReduction[],
  itemsTotal: CentPrecisionMoney,
  { round, tax }: Arithmetic,
): TotalDiscount | null => {
  if (reductions.length === 0 || itemsTotal.centAmount <= 0) return null;
  const at = (cents: number): CentPrecisionMoney => ({ ...itemsTotal, centAmount: cents });
  let remaining = itemsTotal.centAmount;
  const included = reductions.flatMap((reduction) => {
    const off = Math.min(remaining, 'permyriad' in reduction ? round((remaining * reduction.permyriad) / 10000) : reduction.cents);
    remaining -= off;
    return off > 0 ? [{ discount: { typeId: 'cart-discount' as const, id: reduction.discountId }, discountedAmount: at(off) }] : [];
  });
  const discounted = itemsTotal.centAmount - remaining;
  if (discounted === 0) return null;
  const split = shares(
    discounted,
    items.map((item) => item.totalPrice.centAmount),
  );
  const taxedItems = items.map((item, index) => {
    if (!item.taxedPrice || !item.taxRate) return item.taxedPrice;
    return tax(at(item.totalPrice.centAmount - (split[index] ?? 0)), item.taxRate);
  });
  const sum = (pick: (taxed: TaxedItemPrice) => number, list: readonly (TaxedItemPrice | undefined)[]) =>
    list.reduce((total, taxed) => total + (taxed ? pick(taxed) : 0), 0);
  const before = items.map((item) => item.taxedPrice);
  const fullyTaxed = before.every((taxed) => taxed !== undefined);
  return {
    discountOnTotalPrice: {
      discountedAmount: at(discounted),
      includedDiscounts: included,
      ...(fullyTaxed
        ? {
            discountedNetAmount: at(sum((t) => t.totalNet.centAmount, before) - sum((t) => t.totalNet.centAmount, taxedItems)),
            discountedGrossAmount: at(sum((t) => t.totalGross.centAmount, before) - sum((t) => t.totalGross.centAmount, taxedItems)),
          }
        : {}),
    },
    taxedItems,
  };
};
