// After a burst, the cart must still carry a shipping method that matches it (spec part 1 §4): once it
// has a shipping address and no method, or its method stopped matching (freight chosen, the freight
// product removed), the domain's choice (checkout/shipping-selection.ts) is set in a follow-up update.
// It runs inside the burst of the cart's Durable Object, the single writer, so every tab gets the cart
// with its method in the same "cart update".
import type { Cart as CtCart } from '@commercetools/platform-sdk';
import { needsShippingMethod, shippingMethodToSelect } from '../../../domain/checkout/shipping-selection.ts';
import type { Env } from '../../env.ts';
import { shippingMethodKeyOf, shippingMethodStateOf } from './cart-mapping.ts';
import { updateStoreCart } from './cart-store.ts';
import { shippingMethodsMatchingCart } from './matching-shipping-methods.ts';
import { logWarn } from '../observability/log.ts';

const selectionFacts = (cart: CtCart) => ({
  hasShippingAddress: cart.shippingAddress !== undefined,
  shippingMethodKey: shippingMethodKeyOf(cart),
  shippingMethodState: shippingMethodStateOf(cart),
});

/**
 * The cart with a valid method set, or the cart as it is when it needs none. The burst before it is
 * already committed, so a failure here is logged and the committed cart returned: the next burst (or
 * the shopper's own choice) tries again, and the checkout offers the methods meanwhile.
 */
export async function withValidShippingMethod(env: Env, place: { storeKey: string; cartId: string }, cart: CtCart): Promise<CtCart> {
  const facts = selectionFacts(cart);
  if (!needsShippingMethod(facts)) return cart;
  try {
    // The texts are not shown here: only keys and the default flag count.
    const key = shippingMethodToSelect(facts, await shippingMethodsMatchingCart(env, cart.id, 'en'));
    if (!key) {
      logWarn('no shipping method matches the cart; it stays without one', cart.id);
      return cart;
    }
    return await updateStoreCart(env, place.storeKey, place.cartId, cart.version, [
      { action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', key } },
    ]);
  } catch (error) {
    logWarn('shipping method re-selection failed; the committed cart is kept and the next burst tries again', cart.id, error);
    return cart;
  }
}
