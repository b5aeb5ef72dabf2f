// The shipping methods the checkout offers a cart (the contract's `shippingMethods`): each matching
// method with what this cart would pay for it now — nothing once the goods reach the rate's free-above
// amount (spec part 1 §5 "Free shipping", the rule of cart/free-shipping.ts) — and which one is chosen.
import type { ShippingKind } from '../cart/free-shipping.ts';
import { reachesFreeShipping } from '../cart/free-shipping.ts';
import type { Money } from '../money/money.ts';

/** A shipping method matching a cart, with its rate for the cart's country and currency. */
export interface ShippingMethodRate {
  key: ShippingKind;
  name: string;
  description: string;
  /** Working days as 'min-max' (the method's DeliveryTime field). */
  deliveryTime: string;
  price: Money;
  freeAbove: Money | null;
  isDefault: boolean;
}

export interface CheckoutShippingMethod {
  key: ShippingKind;
  name: string;
  description: string;
  deliveryTime: string;
  /** What the cart pays for it now: zero from the free-above amount on. */
  price: Money;
  freeAbove: Money | null;
  selected: boolean;
}

/** The price of a rate for goods worth `subtotal`. */
export const ratePrice = (rate: Pick<ShippingMethodRate, 'price' | 'freeAbove'>, subtotal: Money): Money =>
  rate.freeAbove && reachesFreeShipping(subtotal, rate.freeAbove) ? { ...rate.price, centAmount: 0 } : rate.price;

export function checkoutShippingMethods(
  rates: readonly ShippingMethodRate[],
  cart: { totals: { subtotal: Money }; shippingMethodKey: string | null },
): CheckoutShippingMethod[] {
  return rates.map(({ isDefault: _default, ...rate }) => ({
    ...rate,
    price: ratePrice(rate, cart.totals.subtotal),
    selected: rate.key === cart.shippingMethodKey,
  }));
}
