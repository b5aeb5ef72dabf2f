// Which shipping method a cart should carry (spec part 1 §4: "Shipping method state DoesNotMatchCart
// re-selects the default method; if the cart's method is not the default key, the first method
// available for the cart is set"). Read as one rule: a cart with a shipping address and no method, or
// with a method that no longer matches it, gets the default method when that matches the cart, else
// the first method that does. A method that still matches is the shopper's choice and stays.
import type { ShippingKind } from '../cart/free-shipping.ts';
import type { ShippingMethodState } from '../cart/types.ts';

/**
 * The spec leaves the default key's value unshown; the seeded default (`isDefault`) is parcel, and a
 * parcel is what every cart can be sent as. The method flagged `isDefault` wins where one is flagged.
 */
export const DEFAULT_SHIPPING_METHOD_KEY: ShippingKind = 'parcel';

export interface ShippingSelectionCart {
  hasShippingAddress: boolean;
  shippingMethodKey: string | null;
  shippingMethodState?: ShippingMethodState | null | undefined;
}

/** Whether the cart needs a (new) method: it has somewhere to ship to but no valid method. */
export const needsShippingMethod = (cart: ShippingSelectionCart): boolean =>
  cart.hasShippingAddress && (cart.shippingMethodKey === null || cart.shippingMethodState === 'DoesNotMatchCart');

/**
 * The key to set on the cart, or null when nothing is to change (or no method matches the cart).
 * `matching` are the methods matching the cart, in commercetools' order (the default first).
 */
export function shippingMethodToSelect(cart: ShippingSelectionCart, matching: readonly { key: string; isDefault: boolean }[]): string | null {
  if (!needsShippingMethod(cart)) return null;
  const preferred =
    matching.find((method) => method.isDefault) ?? matching.find((method) => method.key === DEFAULT_SHIPPING_METHOD_KEY) ?? matching[0];
  return preferred?.key ?? null;
}
