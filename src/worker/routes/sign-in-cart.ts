// The browser's cart at sign-in (issue 15), with a password or with Google or Facebook: the guest's cart
// goes into the customer's cart (commercetools' MergeWithExistingCustomerCart at a password sign-in,
// services/commerce/external-auth-cart.ts at a social one), after its Durable Object has sent every queued
// action, so no line the shopper just added is lost. Afterwards the merged cart's object reads the cart
// again (its tabs get the merged lines), the guest cart's object is retired and tells its sockets that the
// cart moved (the other tabs load the cart again under the new cookie), and `__Host-cart_id` names the
// customer's cart. Another customer's cart (a shared computer, a copied cookie) is not taken along.
import type { Context } from 'hono';
import { cookieCartId, metaFor, stubFor } from '../cart/request-cart.ts';
import type { Env } from '../env.ts';
import { signInWithCart, type CartSignIn } from '../services/commerce/customer-sign-in.ts';
import { cartForExternalCustomer } from '../services/commerce/external-auth-cart.ts';
import { keepCartCookie } from './cart-api.ts';

type Merge = (anonymousCartId: string | null) => Promise<string | null>;

async function takeBrowserCartAlong(c: Context<{ Bindings: Env }>, customerId: string, merge: Merge): Promise<string | null> {
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
  const cartId = await merge(anonymousCartId);
  if (anonymousCartId !== null && anonymousCartId !== cartId) await stubFor(c.env, anonymousCartId).moved();
  if (cartId !== null) await stubFor(c.env, cartId).reload(metaFor(market, cartId));
  keepCartCookie(c, cartId);
  return cartId;
}

/** Signs in with the password and the browser's cart; answers the customer's cart id. */
export const signInTakingCart = (c: Context<{ Bindings: Env }>, customerId: string, credentials: Omit<CartSignIn, 'anonymousCartId'>) =>
  takeBrowserCartAlong(c, customerId, (anonymousCartId) => signInWithCart(c.env, { ...credentials, anonymousCartId }));

/** After a social sign-in: the browser's cart goes into the customer's. */
export const takeCartAlongToSocialSignIn = async (c: Context<{ Bindings: Env }>, customerId: string): Promise<void> => {
  const storeKey = c.get('market').storeKey;
  await takeBrowserCartAlong(c, customerId, (anonymousCartId) => cartForExternalCustomer(c.env, { storeKey, customerId, anonymousCartId }));
};
