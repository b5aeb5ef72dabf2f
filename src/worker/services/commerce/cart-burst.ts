// One burst of cart actions → one commercetools update (id, version, actions); a net cart's burst may take
// up to three (see sendCartBurst). A version conflict is retried once against the re-read current cart.
// A cart left with a shipping address but no matching shipping method gets one in a follow-up update
// (shipping-reselection.ts), before a net cart is priced net again. The cart's Durable Object keeps the returned `CommerceCart` between bursts as an opaque handle, so no
// vendor type leaves this folder's API.
import type { CartUpdateAction, Cart as CtCart } from '@commercetools/platform-sdk';
import type { CartAction } from '../../../domain/cart/actions.ts';
import type { Cart } from '../../../domain/cart/types.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { mapCart } from './cart-mapping.ts';
import { readStoreCart, updateStoreCart } from './cart-store.ts';
import { skusToCheck, toUpdateActions } from './cart-updates.ts';
import { isNetCart, netAfter, toGrossPrices, toNetPrices } from './cart-vat.ts';
import { CommerceError } from './execute.ts';
import { getStock, productsBySkus } from './products.ts';
import { withValidShippingMethod } from './shipping-reselection.ts';

export type CommerceCart = CtCart;

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

/** The shopper's actions as commercetools update actions, with the stock and guarantee rates they need. */
async function shopperUpdates(env: Env, cart: CommerceCart, actions: readonly CartAction[]): Promise<CartUpdateAction[]> {
  const guaranteeSkus = actions.flatMap((action) => (action.action === 'addLineItem' && action.parentSku ? [action.sku] : []));
  const [stock, guarantees] = await Promise.all([getStock(env, skusToCheck(cart, actions)), productsBySkus(env, guaranteeSkus)]);
  const guaranteeRates = new Map([...guarantees].flatMap(([sku, product]) => (product.guaranteeRate === null ? [] : [[sku, product.guaranteeRate]])));
  return toUpdateActions(cart, actions, { stock, guaranteeRates });
}

/**
 * A burst in up to three updates (four when the shipping method must be re-selected). A net cart's prices are the platform's net totals frozen on its lines,
 * so a burst that moves prices (lines, coupons, shipping) or ends the net invoice first takes the cart back
 * to gross; the shopper's actions apply to the gross cart as always; a cart that is to be net afterwards
 * is then priced net from the platform's fresh totals. A gross cart without a net invoice: one update.
 */
export async function sendCartBurst(
  env: Env,
  address: CartAddress,
  actions: readonly CartAction[],
  cached: CommerceCart | null,
): Promise<CommerceCart> {
  const cart = cached ?? (await loadStoreCart(env, address));
  const net = netAfter(cart, actions);
  const movesPrices = !net || actions.some((action) => !PRICE_NEUTRAL.has(action.action));
  const gross = isNetCart(cart) && movesPrices ? await updateFrom(env, address, cart, async (current) => toGrossPrices(current)) : cart;
  const shopped = await updateFrom(env, address, gross, (current) => shopperUpdates(env, current, actions));
  const updated = await withValidShippingMethod(env, address, shopped);
  if (!net || isNetCart(updated)) return updated;
  try {
    return await updateFrom(env, address, updated, async (current) => {
      const updates = toNetPrices(current);
      if (updates === null) console.warn('cart not switched to net prices: a line has no platform tax', address.cartId);
      return updates ?? [];
    });
  } catch (error) {
    // The burst itself is stored; the cart stays gross and the checkout tells the shopper it could not be made net.
    console.error('cart not switched to net prices', address.cartId, error);
    return updated;
  }
}

export const appCart = (cart: CommerceCart, language: Language): Cart => mapCart(cart, language);
