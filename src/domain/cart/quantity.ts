// Quantity rules of the cart (spec part 1 §5 "Quantity", part 2 §9 "General"): how many units of a
// product one cart may hold, how many more can be added, and what the quantity selector may show.
import { isGuaranteeLine } from './guarantee-skus.ts';
import type { CartLine } from './types.ts';

/**
 * Per-product maximum in one cart (spec part 2 §9). The action schema (actions.ts) refuses above it.
 * Defined here, not there, so the browser's quantity rules do not pull the worker's schemas into its
 * bundle (the schema's helper calls keep esbuild from dropping them).
 */
export const MAX_QUANTITY_PER_PRODUCT = 1000;

/**
 * Units of `sku` already in the cart (the app's cart, or the adapter's view of the platform's lines).
 * Guarantee lines are left out: a guarantee unit is not a unit of the product the limit counts.
 * Summed over lines because nothing promises the platform merges equal SKUs into one line.
 */
export const quantityInCart = (cart: { lines: readonly Pick<CartLine, 'sku' | 'parentSku' | 'quantity'>[] } | null, sku: string): number =>
  (cart?.lines ?? []).filter((line) => line.sku === sku && !isGuaranteeLine(line)).reduce((sum, line) => sum + line.quantity, 0);

/** Anything that is not a finite number (NaN, undefined stock) counts as 0, so nothing oversells. */
const finiteOrZero = (value: number): number => (Number.isFinite(value) ? value : 0);

export interface AvailabilityInput {
  /** Units of the product already in the cart (see `quantityInCart`). */
  inCart: number;
  /** Available quantity of the product's inventory entry. */
  stock: number;
}

/**
 * Units that may still be added: the lesser of what the per-product maximum still allows and what
 * the stock has beyond the units already in the cart, never below 0. Adding is possible above 0; the
 * spec's unnamed "special case" that allows adding at 0 is defined nowhere, so it is not modelled.
 */
export const availableToAdd = ({ inCart, stock }: AvailabilityInput): number => {
  const held = finiteOrZero(inCart);
  return Math.max(0, Math.min(MAX_QUANTITY_PER_PRODUCT - held, finiteOrZero(stock) - held));
};

export interface ClampedQuantity {
  quantity: number;
  /** The request was above the cap: the UI says 'You have reached the maximum quantity'. */
  reachedMaximum: boolean;
}

/**
 * What the quantity selector keeps of a typed value. Its floor is 1 (0 would mean "remove", which is
 * a separate action); its cap is the stock when the stock is below the per-product maximum, else the
 * maximum. With no stock the cap stays 1 so the selector never shows 0 — the add button is the part
 * that says out-of-stock. Non-integers and NaN are not guessed at (2.5 is not "2" or "3"): they give 1.
 */
export const clampQuantity = (requested: number, stock: number): ClampedQuantity => {
  const cap = Math.max(1, Math.min(Math.floor(finiteOrZero(stock)), MAX_QUANTITY_PER_PRODUCT));
  if (!Number.isInteger(requested)) return { quantity: 1, reachedMaximum: false };
  if (requested > cap) return { quantity: cap, reachedMaximum: true };
  return { quantity: Math.max(1, requested), reachedMaximum: false };
};
