// Cart reads the page guards need. The cart id is handed in (read from the cookie by the caller), the
// cart is read in the market's store: a cart of another store is not this shopper's cart here.
import type { Cart } from '@commercetools/platform-sdk';
import type { CartFacts } from '../../../domain/routes/guards.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { CommerceError, execute } from './execute.ts';

const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function cartFacts(cart: Cart): CartFacts {
  return {
    lineItemCount: cart.lineItems.length,
    hasShippingInfo: cart.shippingInfo !== undefined,
    hasShippingAddress: cart.shippingAddress !== undefined,
  };
}

/** The facts of an active cart in the store, or null when there is none. */
export async function getCartFacts(env: Env, cartId: string | undefined, storeKey: string): Promise<CartFacts | null> {
  if (!cartId || !CART_ID.test(cartId)) return null;
  try {
    const cart = await execute(commerceApi(env).inStoreKeyWithStoreKeyValue({ storeKey }).carts().withId({ ID: cartId }).get());
    // commercetools answers 404 for another store's cart; the check also covers emulators that do not.
    return cart.cartState === 'Active' && cart.store?.key === storeKey ? cartFacts(cart) : null;
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 404) return null;
    throw error;
  }
}
