// The request's cart: its id from the `__Host-cart_id` cookie, the cart's Durable Object and the meta it
// is addressed with. Cart privacy lives here (sessionCartId): a cart that belongs to a customer
// (commercetools `customerId`, after sign-in) is served — cart API, websocket, checkout API and pages —
// only to a request signed in as that customer; another browser holding its id (an old cookie, a copied
// id) has no cart. The cart's Durable Object keeps the owner with every cart it publishes (`owner()`: a
// storage read once it knows the cart), and the session is asked only when the cart has an owner, so a
// guest's cart costs no token introspection. A cart API write is checked by the cart's object itself
// (requesterId: a request without session cookies is a guest at no cost), in the call that queues it.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import type { Market } from '../../domain/markets/market.ts';
import type { CartMeta } from '../../durable-objects/cart-meta.ts';
import type { Env } from '../env.ts';
import { currentSession } from '../session/session.ts';
import { logWarn } from '../services/observability/log.ts';

type CartContext = Context<{ Bindings: Env }>;

const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const metaFor = (market: Market, cartId: string): CartMeta => ({
  cartId,
  storeKey: market.storeKey,
  currency: market.currency,
  country: market.country.code,
  locale: market.locale,
  language: market.language,
});

export const stubFor = (env: Env, cartId: string) => env.CART_SESSION.get(env.CART_SESSION.idFromName(cartId));

/** The cart cookie's id, whoever's cart it is (sign-in and the payment return check that themselves). */
export function cookieCartId(c: CartContext): string | null {
  const id = getCookie(c, COOKIE_NAMES.cartId);
  return id && CART_ID.test(id) ? id : null;
}

/** Whether a cart of this owner (null: a guest's) is the request's to see. */
async function mayHave(c: CartContext, owner: string | null): Promise<boolean> {
  if (owner === null) return true;
  if ((await currentSession(c))?.customerId === owner) return true;
  warnNotOwnCart();
  return false;
}

/** The cart cookie's id when that cart is a guest's or the signed-in customer's, else null. */
export async function sessionCartId(c: CartContext): Promise<string | null> {
  const cartId = cookieCartId(c);
  if (!cartId) return null;
  return (await mayHave(c, await stubFor(c.env, cartId).owner(metaFor(c.get('market'), cartId)))) ? cartId : null;
}

/**
 * Who the request is, for the cart's object to check a write against the cart's owner itself
 * (CartSession.enqueueIfOwn: one call instead of reading the owner first): the signed-in customer's id,
 * null for a guest. A request without session cookies is a guest without asking the auth server.
 */
export async function requesterId(c: CartContext): Promise<string | null> {
  return (await currentSession(c))?.customerId ?? null;
}

/** The refused write's log line, as mayHave writes it for reads. */
export function warnNotOwnCart(): void {
  logWarn("cart cookie names a customer's cart, and the request is not signed in as that customer: no cart");
}
