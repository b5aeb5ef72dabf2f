// The browser's cart at sign-in (issue 15): the guest's cart goes along into commercetools' sign-in
// (MergeWithExistingCustomerCart), after its Durable Object has sent every queued action, so no line the
// shopper just added is lost. Afterwards the merged cart's object reads the cart again (its tabs get the
// merged lines), the guest cart's object is retired and tells its sockets that the cart moved (the other
// tabs load the cart again under the new cookie), and `__Host-cart_id` names the customer's cart.
import type { Context } from 'hono';
import type { Env } from '../env.ts';
import { signInWithCart, type CartSignIn } from '../services/commerce/customer-sign-in.ts';
import { cookieCartId, metaFor, stubFor } from '../cart/request-cart.ts';
import { keepCartCookie } from './cart-api.ts';

/** Signs in with the browser's cart and points the cart cookie at the customer's cart; answers its id. */
export async function signInTakingCart(
  c: Context<{ Bindings: Env }>,
  customerId: string,
  credentials: Omit<CartSignIn, 'anonymousCartId'>,
): Promise<string | null> {
  const market = c.get('market');
  const browserCart = cookieCartId(c);
  let anonymousCartId: string | null = null;
  if (browserCart) {
    const stub = stubFor(c.env, browserCart);
    // Another customer's cart (a shared computer, a copied cookie) is not taken along.
    const owner = await stub.owner(metaFor(market, browserCart));
    if (owner === null || owner === customerId) {
      await stub.commitQueued();
      anonymousCartId = browserCart;
    }
  }
  const cartId = await signInWithCart(c.env, { ...credentials, anonymousCartId });
  if (anonymousCartId !== null && anonymousCartId !== cartId) await stubFor(c.env, anonymousCartId).moved();
  if (cartId !== null) await stubFor(c.env, cartId).reload(metaFor(market, cartId));
  keepCartCookie(c, cartId);
  return cartId;
}
