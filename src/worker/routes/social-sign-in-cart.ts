// The browser's cart at a social sign-in, as at a password sign-in (sign-in-cart.ts): the guest's cart,
// its queued actions sent first, goes into the customer's cart (services/commerce/external-auth-cart.ts);
// the merged cart's object reads the cart again, the guest cart's object tells its tabs the cart moved,
// and `__Host-cart_id` names the customer's cart. Another customer's cart is not taken along.
import type { Context } from 'hono';
import { cookieCartId, metaFor, stubFor } from '../cart/request-cart.ts';
import type { Env } from '../env.ts';
import { cartForExternalCustomer } from '../services/commerce/external-auth-cart.ts';
import { keepCartCookie } from './cart-api.ts';

export async function takeCartAlong(c: Context<{ Bindings: Env }>, customerId: string): Promise<void> {
  const market = c.get('market');
  const browserCart = cookieCartId(c);
  let anonymousCartId: string | null = null;
  if (browserCart) {
    const stub = stubFor(c.env, browserCart);
    const owner = await stub.owner(metaFor(market, browserCart));
    if (owner === null || owner === customerId) {
      await stub.commitQueued();
      anonymousCartId = browserCart;
    }
  }
  const cartId = await cartForExternalCustomer(c.env, { storeKey: market.storeKey, customerId, anonymousCartId });
  if (anonymousCartId !== null && anonymousCartId !== cartId) await stubFor(c.env, anonymousCartId).moved();
  if (cartId !== null) await stubFor(c.env, cartId).reload(metaFor(market, cartId));
  keepCartCookie(c, cartId);
}
