// The cart API: JSON in, JSON out, every body valibot-checked (src/worker/api: one policy for every
// API). The cart id lives in an httpOnly cookie; the cart's Durable Object does the writing. Bad input is
// a 400 with a message in the shopper's language and never reaches the cart; a commerce outage is a 503
// with Retry-After. Writes are rate-limited per client IP: every write, each coupon code tried, and
// each new cart.
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { CartRequestSchema, cartErrorKey, isTabId, type CartAction, type CartErrorKey } from '../../domain/cart/actions.ts';
import { sameCoupon } from '../../domain/cart/coupons.ts';
import { isGuaranteeSku } from '../../domain/cart/guarantee-skus.ts';
import { isEnabledOnMarket } from '../../domain/catalogue/sellable.ts';
import { cartSkuUpdates } from '../../domain/customer-data/cart-updates.ts';
import { recommendationIdFor } from '../../domain/customer-data/recommendation-event.ts';
import { CHECKOUT_DISABLED } from '../../domain/markets/country-rules.ts';
import { CART_COOKIE_ATTRIBUTES, COOKIE_DELETION_ATTRIBUTES, COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { jsonApi } from '../api/json-api.ts';
import { jsonBody } from '../api/json-body.ts';
import { pageLanguage } from '../api/page-language.ts';
import { refuse } from '../api/refuse.ts';
import type { Env } from '../env.ts';
import { rateLimit, refuseOverLimit } from '../middleware/rate-limit.ts';
import { createStoreCart } from '../services/commerce/cart-store.ts';
import { getGuarantees } from '../services/commerce/guarantees.ts';
import { getStock, productsBySkus } from '../services/commerce/products.ts';
import { sendCartUpdates } from '../services/customer-data/shopper-events.ts';
import { currentSession } from '../session/session.ts';
import { cachedAdds } from '../cart/line-previews.ts';
import { cookieCartId, metaFor, requesterId, sessionCartId, stubFor, warnNotOwnCart } from '../cart/request-cart.ts';
import type { CartResult } from '../../durable-objects/cart-waiters.ts';
import { logWarn } from '../services/observability/log.ts';

export const MAX_CART_BODY_BYTES = 16 * 1024;

type CartContext = Context<{ Bindings: Env }>;

export const cartApi = jsonApi({ unavailable: 'cart.error.failed' });
// Each answer shows the cart's lines in the language of the page that asks (domain/cart/line-language.ts).
cartApi.use(pageLanguage());

const cartBody = jsonBody(CartRequestSchema, {
  maxBytes: MAX_CART_BODY_BYTES,
  tooLarge: 'cart.error.too-large',
  malformed: 'cart.error.malformed',
  invalid: (issues) => `cart.error.${cartErrorKey(issues)}`,
});

export function keepCartCookie(c: CartContext, cartId: string | null): void {
  if (cartId === null) {
    deleteCookie(c, COOKIE_NAMES.cartId, COOKIE_DELETION_ATTRIBUTES);
    return;
  }
  setCookie(c, COOKIE_NAMES.cartId, cartId, CART_COOKIE_ATTRIBUTES);
}

/** A new cart's first actions: unknown SKUs and products with nothing left to add are refused before the cart is made. */
async function checkProducts(env: Env, actions: readonly CartAction[]): Promise<CartErrorKey | null> {
  const added = actions.flatMap((action) => (action.action === 'addLineItem' ? [action] : []));
  if (added.length === 0) return null;
  const skus = [...new Set(added.map((action) => action.sku))];
  const [products, stock] = await Promise.all([
    productsBySkus(env, skus),
    getStock(
      env,
      skus.filter((sku) => !isGuaranteeSku(sku)),
    ),
  ]);
  if (skus.some((sku) => !products.has(sku))) return 'unknown-sku';
  if (added.some((action) => !action.parentSku && (stock.get(action.sku) ?? 0) <= 0)) return 'out-of-stock';
  return null;
}

cartApi.get('/', async (c) => {
  const cartId = await sessionCartId(c);
  if (!cartId) return c.json({ cart: null, stock: {} });
  const state = await stubFor(c.env, cartId).state(metaFor(c.get('market'), cartId));
  // A cart of another store is not this market's cart: it is cleared.
  if (!state.cart || state.cart.storeKey !== c.get('market').storeKey) {
    keepCartCookie(c, null);
    return c.json({ cart: null, stock: {} });
  }
  return c.json(state);
});

cartApi.post('/actions', rateLimit('cart-write'), cartBody, async (c) => {
  const { actions, recommendation, tab } = c.req.valid('json');
  const coupons = actions.filter((action) => action.action === 'addDiscountCode').length;
  const tooManyCoupons = await refuseOverLimit(c, 'coupon-code', coupons);
  if (tooManyCoupons) return tooManyCoupons;
  // Where checkout is closed nothing can be bought, so no cart is filled: a crafted request gets the same
  // answer as the checkout API. Lines already in a cart may still be changed or removed.
  if (CHECKOUT_DISABLED[c.get('market').country.code] && actions.some((action) => action.action === 'addLineItem')) {
    return refuse(c, 'checkout.error.closed', 403);
  }
  const market = c.get('market');
  // Nothing before the hand-over to the cart's object asks commerce, so the cart's other tabs see the action
  // at once (issue 18): the edge cache gives the pending line (name, picture, price, units available) and
  // refuses SKUs the indexer knows are none; what commerce may still refuse (no stock, the maximum, a
  // product gone) is checked in the burst and comes back as this request's error.
  const cookieId = cookieCartId(c);
  const [cached, requester] = await Promise.all([
    cachedAdds(c.env, market, actions, (promise) => c.executionCtx.waitUntil(promise)),
    cookieId ? requesterId(c) : null,
  ]);
  if (cached.absent) return refuse(c, 'cart.error.unknown-sku', 400);
  const origin = { tab: tab ?? null, language: market.language, previews: cached.previews, stock: cached.stock };

  // The cookie's cart checks the requester and its store itself and queues the actions in the same call
  // (request-cart.ts says who may write a cart); one of another customer or store, or none any more, takes
  // nothing, and the requester gets a cart of their own as without a cookie.
  const own = cookieId ? await stubFor(c.env, cookieId).enqueueIfOwn(metaFor(market, cookieId), actions, origin, requester) : null;
  if (own && 'refused' in own && own.refused === 'owner') warnNotOwnCart();
  let cartId: string;
  let result: CartResult;
  let linesBefore: readonly { id: string; sku: string }[] = [];
  if (cookieId && own && 'result' in own) {
    cartId = cookieId;
    result = own.result;
    linesBefore = own.linesBefore;
  } else {
    if (!actions.some((action) => action.action === 'addLineItem')) return refuse(c, 'cart.error.rejected', 400);
    // A new cart has no other tab to show anything to: its first products are checked before it is made.
    const problem = await checkProducts(c.env, actions);
    if (problem) return refuse(c, `cart.error.${problem}`, 400);
    const tooManyCarts = await refuseOverLimit(c, 'cart-creation');
    if (tooManyCarts) return tooManyCarts;
    // A signed-in customer's new cart is theirs from the start (and only theirs to see: sessionCartId).
    const customerId = (await currentSession(c))?.customerId ?? null;
    cartId = (
      await createStoreCart(
        c.env,
        { storeKey: market.storeKey, currency: market.currency, country: market.country.code, locale: market.locale },
        customerId,
      )
    ).id;
    result = await stubFor(c.env, cartId).enqueue(metaFor(market, cartId), actions, origin);
  }
  keepCartCookie(c, result.state.cart ? cartId : null);
  // Once per action the cart took (never per retry of the cart's burst): the customer-data cart-update.
  if (!result.error) {
    const recommendationId = recommendation ? recommendationIdFor(recommendation, market.locale) : null;
    sendCartUpdates(c, cartId, cartSkuUpdates(actions, linesBefore), recommendationId);
  }
  // A coupon this request tried and the cart did not take: the shopper is told why; the rest of the
  // request happened (the answer carries the cart as it now stands).
  const refused = result.refusedCoupons?.find(({ code }) =>
    actions.some((action) => action.action === 'addDiscountCode' && sameCoupon(action.code, code)),
  );
  if (refused) return refuse(c, `cart.coupon.error.${refused.refusal}`, 400, { body: result.state, error: `coupon-${refused.refusal}` });
  // 'failed': the update could not be made (an outage, most likely); 'rejected': commercetools refused it;
  // 'out-of-stock', 'max-quantity', 'unknown-sku': the burst left this request's product out. Either way the
  // answer carries the cart as it now stands.
  if (result.error) return refuse(c, `cart.error.${result.error}`, result.error === 'failed' ? 503 : 400, { body: result.state });
  return c.json(result.state);
});

/** The extra-guarantee products of the market (not personal: browsers may keep the list five minutes). */
cartApi.get('/guarantees', async (c) => {
  const market = c.get('market');
  const guarantees = await getGuarantees(c.env, market.language);
  return c.json(
    guarantees.filter((guarantee) => isEnabledOnMarket(guarantee.enabledOnMarket, market.locale)),
    200,
    {
      'cache-control': 'private, max-age=300',
    },
  );
});

cartApi.delete('/', rateLimit('cart-write'), async (c) => {
  const cartId = await sessionCartId(c);
  if (cartId) await stubFor(c.env, cartId).deleteCart();
  keepCartCookie(c, null);
  return c.json({ cart: null, stock: {} });
});

/** Live updates: only for the cart of the requester's own session (the cart cookie). */
cartApi.get('/ws', async (c) => {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return refuse(c, 'api.error.bad-request', 426);
  const requested = c.req.query('cartId');
  if (!requested) {
    logWarn('cart socket without a cart id');
    return refuse(c, 'api.error.bad-request', 400);
  }
  if (requested !== (await sessionCartId(c))) {
    logWarn("cart socket refused: not the requester's cart");
    return refuse(c, 'api.error.forbidden', 403);
  }
  // The socket's tab gets every update in its page's language: the object is told which, as checked here.
  const forwarded = new URL(c.req.url);
  forwarded.searchParams.set('language', c.get('market').language);
  // The tab's id keeps its own actions out of its pending echo; one that is not an id is dropped.
  if (!isTabId(forwarded.searchParams.get('tab'))) forwarded.searchParams.delete('tab');
  return stubFor(c.env, requested).fetch(new Request(forwarded, c.req.raw));
});
