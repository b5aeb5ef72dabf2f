// `PUT /api/checkout/shipping-method` `{ key }` (issue 13): the shopper picks one of the methods matching
// the cart; any other key is a 400 in the shopper's language. The choice goes through the cart's Durable
// Object like every cart write, so every tab sees it. Also the `shippingMethods` / `shippingMethod`
// part of the checkout state. Registered on the checkout API by `addShippingMethodRoute`, which hands in
// the API's own cart lookup and state, so this file does not import the API (no cycle).
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { ShippingKind } from '../../domain/cart/free-shipping.ts';
import type { Cart } from '../../domain/cart/types.ts';
import { type CheckoutShippingMethod, checkoutShippingMethods } from '../../domain/checkout/shipping-offers.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { jsonBody } from '../api/json-body.ts';
import { refuse } from '../api/refuse.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { shippingMethodsMatchingCart } from '../services/commerce/matching-shipping-methods.ts';
import { metaFor, stubFor } from '../cart/request-cart.ts';
import { logWarn } from '../services/observability/log.ts';

type CheckoutContext = Context<ApiEnv>;

interface ShippingRouteDeps {
  activeCart: (c: CheckoutContext) => Promise<{ cartId: string; state: { cart: Cart } } | null>;
  stateOf: (c: CheckoutContext, cart: Cart) => Promise<object>;
}

/** A key is a short word; whether it is one of the cart's methods is the handler's question. */
const shippingMethodBody = jsonBody(v.object({ key: v.pipe(v.string(), v.maxLength(64)) }), {
  maxBytes: 1024,
  tooLarge: 'checkout.error.too-large',
  malformed: 'checkout.error.malformed',
  invalid: () => 'checkout.error.malformed',
});

/** The methods matching the cart, priced for it; none before it has a shipping address (none can match). */
async function offeredMethods(c: CheckoutContext, cart: Cart): Promise<CheckoutShippingMethod[]> {
  if (!cart.hasShippingAddress) return [];
  return checkoutShippingMethods(await shippingMethodsMatchingCart(c.env, cart.id, c.get('market').language), cart);
}

const isShippingKind = (key: string | null): key is ShippingKind => key === 'parcel' || key === 'freight';

/** The contract's `shippingMethods` and `shippingMethod` fields of the checkout state. */
export async function shippingState(
  c: CheckoutContext,
  cart: Cart,
): Promise<{ shippingMethods: CheckoutShippingMethod[]; shippingMethod: ShippingKind | null }> {
  return { shippingMethods: await offeredMethods(c, cart), shippingMethod: isShippingKind(cart.shippingMethodKey) ? cart.shippingMethodKey : null };
}

export function addShippingMethodRoute(api: Hono<ApiEnv>, { activeCart, stateOf }: ShippingRouteDeps): void {
  api.put('/shipping-method', rateLimit('cart-write'), shippingMethodBody, async (c) => {
    const { key } = c.req.valid('json');
    const active = await activeCart(c);
    if (!active) return refuse(c, 'checkout.error.no-cart', 409);
    const offered = await offeredMethods(c, active.state.cart);
    const chosen = offered.find((method) => method.key === key);
    if (!chosen) return refuse(c, 'checkout.error.unknown-shipping-method', 400);
    const result = await stubFor(c.env, active.cartId).enqueue(metaFor(c.get('market'), active.cartId), [
      { action: 'setShippingMethod', key: chosen.key },
    ]);
    if (result.error || !result.state.cart) {
      logWarn('checkout shipping method not stored', result.error ?? 'cart cleared');
      return refuse(
        c,
        result.error === 'rejected' ? 'checkout.error.rejected' : 'checkout.error.unavailable',
        result.error === 'rejected' ? 400 : 503,
      );
    }
    return c.json(await stateOf(c, result.state.cart));
  });
}
