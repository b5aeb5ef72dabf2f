// Cart reads and writes in the market's store (the in-store endpoints), with the cart id handed in.
import type { Cart as CtCart, CartUpdateAction } from '@commercetools/platform-sdk';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { CommerceError, execute } from './execute.ts';

export interface CartPlace {
  storeKey: string;
  currency: string;
  country: string;
  locale: string;
}

/**
 * Every cart read and written comes with its codes, the cart discounts in its lines (their kind and share)
 * and the selected shipping method (its key is read through the reference).
 */
const CART_EXPAND = [
  'discountCodes[*].discountCode',
  'lineItems[*].discountedPricePerQuantity[*].discountedPrice.includedDiscounts[*].discount',
  'shippingInfo.shippingMethod',
];

const inStore = (env: Env, storeKey: string) => commerceApi(env).inStoreKeyWithStoreKeyValue({ storeKey }).carts();

/** A new cart of the store; a signed-in customer's (`customerId`) belongs to them from the start. */
export async function createStoreCart(env: Env, place: CartPlace, customerId: string | null = null): Promise<CtCart> {
  return execute(
    inStore(env, place.storeKey).post({
      body: {
        currency: place.currency,
        country: place.country,
        locale: place.locale,
        inventoryMode: 'None',
        taxMode: 'Platform',
        ...(customerId === null ? {} : { customerId }),
      },
    }),
  );
}

/**
 * The cart, or null when it no longer exists in this store or can no longer be shopped with (Ordered,
 * Merged); placing the order asks for `anyState`, to find the order an Ordered cart became.
 */
export async function readStoreCart(env: Env, storeKey: string, cartId: string, { anyState = false } = {}): Promise<CtCart | null> {
  try {
    const cart = await execute(
      inStore(env, storeKey)
        .withId({ ID: cartId })
        .get({ queryArgs: { expand: CART_EXPAND } }),
    );
    return cart.store?.key === storeKey && (anyState || cart.cartState === 'Active') ? cart : null;
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 404) return null;
    throw error;
  }
}

/** One update: id, version and the whole list of actions. */
export async function updateStoreCart(env: Env, storeKey: string, cartId: string, version: number, actions: CartUpdateAction[]): Promise<CtCart> {
  return execute(
    inStore(env, storeKey)
      .withId({ ID: cartId })
      .post({
        body: { version, actions },
        queryArgs: { expand: CART_EXPAND },
      }),
  );
}

export async function deleteStoreCart(env: Env, storeKey: string, cartId: string, version: number): Promise<void> {
  try {
    await execute(inStore(env, storeKey).withId({ ID: cartId }).delete({ queryArgs: { version } }));
  } catch (error) {
    if (!(error instanceof CommerceError && error.statusCode === 404)) throw error;
  }
}

/** commercetools says so when a cart id belongs to another store (spec part 2 §4: the cart is cleared). */
export const isNotFoundInStore = (error: unknown): boolean =>
  error instanceof CommerceError && (/was not found in store/i.test(error.message) || error.statusCode === 404);
