// Cart lines grouped for display: each product line with the guarantee lines that belong to it
// (linked by parentSku), so the guarantee is shown under its product rather than as a loose line.
import type { Cart, CartLine } from './types.ts';

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
