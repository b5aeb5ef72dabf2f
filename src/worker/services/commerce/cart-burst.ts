// One burst of cart actions → one commercetools update (id, version, actions). A version conflict is
// retried once against the re-read current cart. A coupon the platform refuses (DiscountCodeNonApplicable)
// is business as usual, not a failure: the burst is sent again without that code, so the other actions
// of the burst still happen, and the refusal is reported. A code the cart takes but that takes nothing
// off (it does not match the lines) is taken off again and reported the same way.
// The cart's Durable Object keeps the returned `CommerceCart` between bursts as an opaque handle, so no
// vendor type leaves this folder's API.
import type { Cart as CtCart } from '@commercetools/platform-sdk';
import type { CartAction } from '../../../domain/cart/actions.ts';
import { sameCoupon } from '../../../domain/cart/coupons.ts';
import type { Cart } from '../../../domain/cart/types.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { mapCart } from './cart-mapping.ts';
import { readStoreCart, updateStoreCart } from './cart-store.ts';
import { inapplicableAdded, refusedCouponOf, type RefusedCoupon } from './coupon-refusals.ts';
import { skusToCheck, toUpdateActions } from './cart-updates.ts';
import { CommerceError } from './execute.ts';
import { getStock, productsBySkus } from './products.ts';

export type CommerceCart = CtCart;
export type { RefusedCoupon } from './coupon-refusals.ts';

export interface BurstOutcome {
  cart: CommerceCart;
  /** Codes of the burst the cart did not take, and why. */
  refusedCoupons: RefusedCoupon[];
}

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

const addedCodes = (actions: readonly CartAction[]): string[] =>
  actions.flatMap((action) => (action.action === 'addDiscountCode' ? [action.code] : []));

export async function sendCartBurst(
  env: Env,
  address: CartAddress,
  actions: readonly CartAction[],
  cached: CommerceCart | null,
): Promise<BurstOutcome> {
  const refusedCoupons: RefusedCoupon[] = [];
  let remaining = actions;
  for (;;) {
    try {
      const cart = await sendUpdate(env, address, remaining, cached);
      return { cart: await withoutInapplicable(env, address, cart, addedCodes(remaining), refusedCoupons), refusedCoupons };
    } catch (error) {
      const refused = refusedCouponOf(error);
      const rest = refused
        ? remaining.filter((action) => !(action.action === 'addDiscountCode' && sameCoupon(action.code, refused.code)))
        : remaining;
      // Anything else, or a refusal naming no code of the burst, is a failure of the burst.
      if (!refused || rest.length === remaining.length) throw error;
      refusedCoupons.push(refused);
      remaining = rest;
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

async function sendUpdate(
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
  if (updates.length === 0) return cart;
  try {
    return await updateStoreCart(env, address.storeKey, address.cartId, cart.version, updates);
  } catch (error) {
    if (mayRetry && error instanceof CommerceError && error.statusCode === 409) return sendUpdate(env, address, actions, null, false);
    throw error;
  }
}

export const appCart = (cart: CommerceCart, language: Language): Cart => mapCart(cart, language);
