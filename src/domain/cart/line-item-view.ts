// Cart lines for display: grouped, each product line with the guarantee lines that belong to it (linked by
// parentSku), so the guarantee is shown under its product rather than as a loose line; and the cart
// discounts each line receives, so "7 × 178,99 €" never silently becomes a smaller total.
import type { Money } from '../money/money.ts';
import { permyriadToPercent } from '../catalogue/volume-discounts.ts';
import type { Cart, CartLine, LineDiscount } from './types.ts';

/** One cart discount on some units of a line, as the platform reports it (per unit). */
export interface UnitDiscount {
  discountId: string;
  /** A discount needing a code is a coupon's; every other cart discount on a line is a volume discount. */
  requiresCode: boolean;
  /** Relative discounts: their share in permyriad (1/10 000); null for a fixed amount. */
  permyriad: number | null;
  /** Taken off each of `quantity` units. */
  perUnit: Money;
  quantity: number;
}

/**
 * The discounts a line receives, one per cart discount in the order they apply, each with what it takes
 * off the whole line (units × amount per unit, summed over the line's price portions).
 */
export const lineDiscounts = (portions: readonly UnitDiscount[]): LineDiscount[] => {
  const byDiscount = new Map<string, LineDiscount>();
  for (const portion of portions) {
    const cents = portion.perUnit.centAmount * portion.quantity;
    const known = byDiscount.get(portion.discountId);
    if (known) {
      known.amount = { ...known.amount, centAmount: known.amount.centAmount + cents };
      continue;
    }
    byDiscount.set(portion.discountId, {
      kind: portion.requiresCode ? 'coupon' : 'volume',
      percent: portion.permyriad === null ? null : permyriadToPercent(portion.permyriad),
      amount: { ...portion.perUnit, centAmount: cents },
    });
  }
  return [...byDiscount.values()].filter((discount) => discount.amount.centAmount > 0);
};

export interface LineGroup {
  line: CartLine;
  guarantees: CartLine[];
}

/**
 * Product lines in cart order, each with its guarantee lines. A guarantee whose parent is not in the
 * cart is kept as its own group at its cart position: it is still charged, so it must stay visible
 * (and removable). If two lines share a SKU, the guarantees attach to the first, so none shows twice.
 */
export const lineGroups = (cart: Cart): LineGroup[] => {
  const productSkus = new Set(cart.lines.filter((line) => line.parentSku === null).map((line) => line.sku));
  const attached = new Set<string>();
  const groups: LineGroup[] = [];
  for (const line of cart.lines) {
    if (line.parentSku !== null && productSkus.has(line.parentSku)) continue;
    if (line.parentSku !== null || attached.has(line.sku)) {
      groups.push({ line, guarantees: [] });
      continue;
    }
    attached.add(line.sku);
    groups.push({ line, guarantees: cart.lines.filter((other) => other.parentSku === line.sku) });
  }
  return groups;
};
