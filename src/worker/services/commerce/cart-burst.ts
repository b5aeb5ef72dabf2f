// One burst of cart actions → one commercetools update (id, version, actions). A version conflict is
// retried once against the re-read current cart. A cart left with a shipping address but no matching
// shipping method gets one in a follow-up update (shipping-reselection.ts). The cart's Durable Object keeps the returned
// `CommerceCart` between bursts as an opaque handle, so no vendor type leaves this folder's API.
import type { Cart as CtCart } from '@commercetools/platform-sdk';
import type { CartAction } from '../../../domain/cart/actions.ts';
import type { Cart } from '../../../domain/cart/types.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { mapCart } from './cart-mapping.ts';
import { readStoreCart, updateStoreCart } from './cart-store.ts';
import { skusToCheck, toUpdateActions } from './cart-updates.ts';
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

export async function sendCartBurst(
  env: Env,
  address: CartAddress,
  actions: readonly CartAction[],
  cached: CommerceCart | null,
  mayRetry = true,
): Promise<CommerceCart> {
  const cart = cached ?? (await loadStoreCart(env, address));
  const guaranteeSkus = actions.flatMap((action) => (action.action === 'addLineItem' && action.parentSku ? [action.sku] : []));
  const [stock, guarantees] = await Promise.all([getStock(env, skusToCheck(cart, actions)), productsBySkus(env, guaranteeSkus)]);
  const guaranteeRates = new Map([...guarantees].flatMap(([sku, product]) => (product.guaranteeRate === null ? [] : [[sku, product.guaranteeRate]])));
  const updates = toUpdateActions(cart, actions, { stock, guaranteeRates });
  if (updates.length === 0) return withValidShippingMethod(env, address, cart);
  let updated: CommerceCart;
  try {
    updated = await updateStoreCart(env, address.storeKey, address.cartId, cart.version, updates);
  } catch (error) {
    if (mayRetry && error instanceof CommerceError && error.statusCode === 409) return sendCartBurst(env, address, actions, null, false);
    throw error;
  }
  return withValidShippingMethod(env, address, updated);
}

export const appCart = (cart: CommerceCart, language: Language): Cart => mapCart(cart, language);
