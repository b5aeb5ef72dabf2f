// The cart API: JSON in, JSON out, every body valibot-checked. The cart id lives in an httpOnly cookie;
// the cart's Durable Object does the writing. Bad input is a 400 with a message in the shopper's
// language and never reaches the cart.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { CartRequestSchema, cartErrorKey, type CartAction, type CartErrorKey } from '../../domain/cart/actions.ts';
import { isGuaranteeSku } from '../../domain/cart/guarantee-skus.ts';
import { isEnabledOnMarket } from '../../domain/catalogue/sellable.ts';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import type { Market } from '../../domain/markets/resolve-market.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import type { CartMeta } from '../../durable-objects/cart-session.ts';
import type { Env } from '../env.ts';
import { createStoreCart } from '../services/commerce/cart-store.ts';
import { getGuarantees } from '../services/commerce/guarantees.ts';
import { getStock, productsBySkus } from '../services/commerce/products.ts';

export const MAX_CART_BODY_BYTES = 16 * 1024;
const CART_COOKIE_MAX_AGE = 30 * 86_400;
const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CartContext = Context<{ Bindings: Env }>;

export const cartApi = new Hono<{ Bindings: Env }>();

function refuse(c: CartContext, key: CartErrorKey, status: 400 | 403 | 413 | 502 = 400) {
  const message = messagesFor(c.get('market').language)[`cart.error.${key}`] ?? messagesFor('en')[`cart.error.${key}`] ?? key;
  return c.json({ error: key, message }, status);
}

const metaFor = (market: Market, cartId: string): CartMeta => ({
  cartId, storeKey: market.storeKey, currency: market.currency, country: market.country.code, locale: market.locale, language: market.language,
});

const stubFor = (env: Env, cartId: string) => env.CART_SESSION.get(env.CART_SESSION.idFromName(cartId));

function cookieCartId(c: CartContext): string | null {
  const id = getCookie(c, COOKIE_NAMES.cartId);
  return id && CART_ID.test(id) ? id : null;
}

function keepCartCookie(c: CartContext, cartId: string | null): void {
  if (cartId === null) {
    deleteCookie(c, COOKIE_NAMES.cartId, { path: '/' });
    return;
  }
  setCookie(c, COOKIE_NAMES.cartId, cartId, {
    path: '/', httpOnly: true, sameSite: 'Lax', maxAge: CART_COOKIE_MAX_AGE, secure: new URL(c.req.url).protocol === 'https:',
  });
}

/** Unknown SKUs and products with nothing left to add are refused before anything is queued. */
async function checkProducts(env: Env, actions: readonly CartAction[]): Promise<CartErrorKey | null> {
  const added = actions.flatMap((action) => (action.action === 'addLineItem' ? [action] : []));
  if (added.length === 0) return null;
  const skus = [...new Set(added.map((action) => action.sku))];
  const [products, stock] = await Promise.all([productsBySkus(env, skus), getStock(env, skus.filter((sku) => !isGuaranteeSku(sku)))]);
  if (skus.some((sku) => !products.has(sku))) return 'unknown-sku';
  if (added.some((action) => !action.parentSku && (stock.get(action.sku) ?? 0) <= 0)) return 'out-of-stock';
  return null;
}

cartApi.get('/', async (c) => {
  const cartId = cookieCartId(c);
  if (!cartId) return c.json({ cart: null, stock: {} });
  const state = await stubFor(c.env, cartId).state(metaFor(c.get('market'), cartId));
  // A cart of another store is not this market's cart: it is cleared.
  if (!state.cart || state.cart.storeKey !== c.get('market').storeKey) {
    keepCartCookie(c, null);
    return c.json({ cart: null, stock: {} });
  }
  return c.json(state);
});

cartApi.post(
  '/actions',
  bodyLimit({ maxSize: MAX_CART_BODY_BYTES, onError: (c) => refuse(c, 'too-large', 413) }),
  async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return refuse(c, 'malformed');
    }
    const parsed = v.safeParse(CartRequestSchema, body);
    if (!parsed.success) return refuse(c, cartErrorKey(parsed.issues));
    const { actions } = parsed.output;
    const problem = await checkProducts(c.env, actions);
    if (problem) return refuse(c, problem);

    const market = c.get('market');
    let cartId = cookieCartId(c);
    if (cartId) {
      const current = await stubFor(c.env, cartId).state(metaFor(market, cartId));
      if (!current.cart || current.cart.storeKey !== market.storeKey) cartId = null;
    }
    if (!cartId) {
      if (!actions.some((action) => action.action === 'addLineItem')) return refuse(c, 'rejected');
      cartId = (await createStoreCart(c.env, {
        storeKey: market.storeKey, currency: market.currency, country: market.country.code, locale: market.locale,
      })).id;
    }
    const result = await stubFor(c.env, cartId).enqueue(metaFor(market, cartId), actions);
    keepCartCookie(c, result.state.cart ? cartId : null);
    if (result.error) return c.json({ ...result.state, error: result.error, message: messagesFor(market.language)[`cart.error.${result.error}`] ?? result.error }, result.error === 'rejected' ? 400 : 502);
    return c.json(result.state);
  },
);

/** The extra-guarantee products of the market; none where the store does not sell them. */
cartApi.get('/guarantees', async (c) => {
  const market = c.get('market');
  const guarantees = await getGuarantees(c.env, market.language);
  return c.json(guarantees.filter((guarantee) => isEnabledOnMarket(guarantee.enabledOnMarket, market.locale)), 200, {
    'cache-control': 'private, max-age=300',
  });
});

cartApi.delete('/', async (c) => {
  const cartId = cookieCartId(c);
  if (cartId) await stubFor(c.env, cartId).deleteCart();
  keepCartCookie(c, null);
  return c.json({ cart: null, stock: {} });
});

/** Live updates: only for the cart of the requester's own session (the cart cookie). */
cartApi.get('/ws', async (c) => {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return c.json({ error: 'Expected a websocket upgrade' }, 426);
  const requested = c.req.query('cartId');
  if (!requested) {
    console.warn('cart socket without a cart id');
    return c.json({ error: 'A cart id is required' }, 400);
  }
  if (requested !== cookieCartId(c)) {
    console.warn('cart socket refused: not the requester\'s cart');
    return c.json({ error: 'Not your cart' }, 403);
  }
  return stubFor(c.env, requested).fetch(c.req.raw);
});
