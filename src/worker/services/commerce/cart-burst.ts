// One burst of cart actions → one commercetools update (id, version, actions); a net cart's burst may take
// up to three (see sendUpdate). A version conflict is retried once against the re-read current cart.
// A cart left with a shipping address but no matching shipping method gets one in a follow-up update
// (shipping-reselection.ts), before a net cart is priced net again. A coupon the platform refuses
// (DiscountCodeNonApplicable) is business as usual, not a failure: the burst is sent again without that
// code, so the other actions of the burst still happen, and the refusal is reported. A code the cart takes
// but that takes nothing off (it does not match the lines) is taken off again and reported the same way.
// The cart's Durable Object keeps the returned `CommerceCart` between bursts as an opaque handle, so no
// vendor type leaves this folder's API.
import type { CartUpdateAction, Cart as CtCart } from '@commercetools/platform-sdk';
import type { CartAction } from '../../../domain/cart/actions.ts';
import { sameCoupon } from '../../../domain/cart/coupons.ts';
import type { LineTexts } from '../../../domain/cart/line-language.ts';
import type { Cart } from '../../../domain/cart/types.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { lineTextsOf, mapCart } from './cart-mapping.ts';
import { readStoreCart, updateStoreCart } from './cart-store.ts';
import { inapplicableAdded, refusedCouponOf, type RefusedCoupon } from './coupon-refusals.ts';
import { addedSkus, skusToCheck, toUpdateActions, type RefusedAdd } from './cart-updates.ts';
import { isNetCart, netAfter, toGrossPrices, toNetPrices } from './cart-vat.ts';
import { CommerceError } from './execute.ts';
import { getStock, productsBySkus } from './products.ts';
import { withValidShippingMethod } from './shipping-reselection.ts';
import { logError, logWarn } from '../observability/log.ts';

export type CommerceCart = CtCart;
export type { RefusedCoupon } from './coupon-refusals.ts';
export type { AddRefusal, RefusedAdd } from './cart-updates.ts';

export interface BurstOutcome {
  cart: CommerceCart;
  /** Codes of the burst the cart did not take, and why. */
  refusedCoupons: RefusedCoupon[];
  /** Adds of the burst that put nothing into the cart (product gone, no stock, at the maximum), and why. */
  refusedAdds: RefusedAdd[];
}

/** What a burst checks with commerce before its update: units on stock, and the products behind added SKUs. */
export interface SkuChecks {
  stock: ReadonlyMap<string, number>;
  products: ReadonlyMap<string, { guaranteeRate: number | null }>;
}

/** Reads the checks of these SKUs; the cart's object passes one that answers from reads it began while the burst gathered. */
export type ReadSkuChecks = (stockSkus: readonly string[], productSkus: readonly string[]) => Promise<SkuChecks>;

/** The checks read from commerce now: one stock query and one product query, side by side. */
export const readSkuChecks =
  (env: Env): ReadSkuChecks =>
  async (stockSkus, productSkus) => {
    const [stock, products] = await Promise.all([getStock(env, stockSkus), productsBySkus(env, productSkus)]);
    return { stock, products };
  };

export interface CartAddress {
  storeKey: string;
  cartId: string;
}

/** The cart in its store; throws the "was not found in store" error when it is not there. */
export async function loadStoreCart(env: Env, { storeKey, cartId }: CartAddress): Promise<CommerceCart> {
  const cart = await readStoreCart(env, storeKey, cartId);
  if (!cart) throw new CommerceError(`cart ${cartId} was not found in store ${storeKey}`, 404, 'ResourceNotFound', null);
  return cart;
}

/** Actions that leave every price as it is; any other action on a net cart goes through gross prices (cart-vat.ts). */
const PRICE_NEUTRAL: ReadonlySet<CartAction['action']> = new Set([
  'setCustomerEmail',
  'setCustomType',
  'setBillingAddress',
  'setVatResult',
  'addPayment',
]);

/** One update built from the cart as it is; a version conflict is retried once against the re-read cart. */
async function updateFrom(
  env: Env,
  address: CartAddress,
  cart: CommerceCart,
  build: (cart: CommerceCart) => Promise<CartUpdateAction[]>,
  mayRetry = true,
): Promise<CommerceCart> {
  const updates = await build(cart);
  if (updates.length === 0) return cart;
  try {
    return await updateStoreCart(env, address.storeKey, address.cartId, cart.version, updates);
  } catch (error) {
    if (mayRetry && error instanceof CommerceError && error.statusCode === 409)
      return updateFrom(env, address, await loadStoreCart(env, address), build, false);
    throw error;
  }
}

/** The shopper's actions as commercetools update actions, with the stock, products and guarantee rates they need. */
async function shopperUpdates(cart: CommerceCart, actions: readonly CartAction[], read: ReadSkuChecks) {
  const { stock, products } = await read(skusToCheck(cart, actions), addedSkus(actions));
  const guaranteeRates = new Map([...products].flatMap(([sku, product]) => (product.guaranteeRate === null ? [] : [[sku, product.guaranteeRate]])));
  return toUpdateActions(cart, actions, { stock, guaranteeRates, products: new Set(products.keys()) });
}

const addedCodes = (actions: readonly CartAction[]): string[] =>
  actions.flatMap((action) => (action.action === 'addDiscountCode' ? [action.code] : []));

export async function sendCartBurst(
  env: Env,
  address: CartAddress,
  actions: readonly CartAction[],
  cached: CommerceCart | null,
  read: ReadSkuChecks = readSkuChecks(env),
): Promise<BurstOutcome> {
  const refusedCoupons: RefusedCoupon[] = [];
  let remaining = actions;
  let current = cached;
  for (;;) {
    try {
      const { cart, refusedAdds } = await sendUpdate(env, address, remaining, current, read);
      return { cart: await withoutInapplicable(env, address, cart, addedCodes(remaining), refusedCoupons), refusedCoupons, refusedAdds };
    } catch (error) {
      const refused = refusedCouponOf(error);
      const rest = refused
        ? remaining.filter((action) => !(action.action === 'addDiscountCode' && sameCoupon(action.code, refused.code)))
        : remaining;
      // Anything else, or a refusal naming no code of the burst, is a failure of the burst.
      if (!refused || rest.length === remaining.length) throw error;
      refusedCoupons.push(refused);
      remaining = rest;
      // The refused try may have committed a step (a net cart taken back to gross): go on from the stored cart.
      current = null;
    }
  }
}

/** Codes just added that take nothing off are removed again (one more update) and reported. */
async function withoutInapplicable(
  env: Env,
  address: CartAddress,
  cart: CommerceCart,
  added: readonly string[],
  refusedCoupons: RefusedCoupon[],
): Promise<CommerceCart> {
  const inapplicable = inapplicableAdded(cart, added);
  if (inapplicable.length === 0) return cart;
  refusedCoupons.push(...inapplicable.map(({ code, refusal, reason }) => ({ code, refusal, reason })));
  return updateStoreCart(
    env,
    address.storeKey,
    address.cartId,
    cart.version,
    inapplicable.map(({ id }) => ({ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id } })),
  );
}

/**
 * One try of a burst, in up to three updates (four when the shipping method must be re-selected). A net cart's prices are the platform's net totals frozen on its lines,
 * so a burst that moves prices (lines, coupons, shipping) or ends the net invoice first takes the cart back
 * to gross; the shopper's actions apply to the gross cart as always; a cart that is to be net afterwards
 * is then priced net from the platform's fresh totals. A gross cart without a net invoice: one update.
 */
async function sendUpdate(
  env: Env,
  address: CartAddress,
  actions: readonly CartAction[],
  cached: CommerceCart | null,
  read: ReadSkuChecks,
): Promise<{ cart: CommerceCart; refusedAdds: RefusedAdd[] }> {
  const cart = cached ?? (await loadStoreCart(env, address));
  const net = netAfter(cart, actions);
  const movesPrices = !net || actions.some((action) => !PRICE_NEUTRAL.has(action.action));
  const gross = isNetCart(cart) && movesPrices ? await updateFrom(env, address, cart, async (current) => toGrossPrices(current)) : cart;
  // The refusals of the plan that was sent (a version conflict plans again against the re-read cart).
  let refusedAdds: RefusedAdd[] = [];
  const shopped = await updateFrom(env, address, gross, async (current) => {
    const plan = await shopperUpdates(current, actions, read);
    refusedAdds = plan.refused;
    return plan.updates;
  });
  const updated = await withValidShippingMethod(env, address, shopped);
  if (!net || isNetCart(updated)) return { cart: updated, refusedAdds };
  try {
    const netted = await updateFrom(env, address, updated, async (current) => {
      const updates = toNetPrices(current);
      if (updates === null) logWarn('cart not switched to net prices: a line has no platform tax', address.cartId);
      return updates ?? [];
    });
    return { cart: netted, refusedAdds };
  } catch (error) {
    // The burst itself is stored; the cart stays gross and the checkout tells the shopper it could not be made net.
    logError('cart not switched to net prices', address.cartId, error);
    return { cart: updated, refusedAdds };
  }
}

export const appCart = (cart: CommerceCart, language: Language): Cart => mapCart(cart, language);
/** The lines' names and slugs in each of `languages`, for the tabs that browse another language than `appCart`'s. */
export const appLineTexts = (cart: CommerceCart, languages: readonly Language[]): LineTexts => lineTextsOf(cart, languages);
