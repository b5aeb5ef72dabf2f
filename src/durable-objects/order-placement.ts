// The steps of placing a cart's order, for the cart's Durable Object (which runs them once per cart, in
// line with the cart's other writes): the cart read fresh, checked (e-mail, billing first name, address,
// price), the payment set, the order made with a new order number. A cart commercetools already ordered
// (the order was made but the object did not get to remember it) answers that order: never two, never lost.
import * as v from 'valibot';
import { newOrderNumber } from '../domain/checkout/order-number.ts';
import { type OrderErrorCode, orderPreconditionError } from '../domain/checkout/order-errors.ts';
import type { Language } from '../domain/markets/countries.ts';
import type { Env } from '../worker/env.ts';
import { appCart, type CommerceCart } from '../worker/services/commerce/cart-burst.ts';
import { readStoreCart } from '../worker/services/commerce/cart-store.ts';
import { CommerceError } from '../worker/services/commerce/execute.ts';
import { OrderPlacementError, orderFromCart, type PaymentChoice, preparePayment } from '../worker/services/commerce/order-placement.ts';
import { orderOfCart } from '../worker/services/commerce/orders.ts';

export const PlacedOrderSchema = v.object({ orderNumber: v.string(), orderId: v.string() });
export type PlacedOrderRef = v.InferOutput<typeof PlacedOrderSchema>;

/** The shop's own methods (cash on delivery, bank transfer): the payment is made with the order. */
export type OrderAttempt = { kind: 'own'; choice: PaymentChoice };

export type PlaceOrderResult = { placed: PlacedOrderRef } | { error: OrderErrorCode };
type PlacementOutcome = { placed: PlacedOrderRef } | { error: OrderErrorCode; cart: CommerceCart | null };

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

const isDuplicateNumber = (error: unknown) => error instanceof CommerceError && error.code === 'DuplicateField';

/** The order from the cart; a new number when the drawn one is in use (about once in 10^10). */
async function orderWithNewNumber(env: Env, storeKey: string, cart: CommerceCart): Promise<PlacedOrderRef> {
  try {
    const order = await orderFromCart(env, storeKey, cart, newOrderNumber(randomBytes));
    return { orderNumber: order.orderNumber, orderId: order.id };
  } catch (error) {
    if (!isDuplicateNumber(error)) throw error;
    console.warn('order number in use; drawn again', cart.id);
    const order = await orderFromCart(env, storeKey, cart, newOrderNumber(randomBytes));
    return { orderNumber: order.orderNumber, orderId: order.id };
  }
}

/** The cart is read fresh (not the object's cached copy): the order is made at the version commercetools has. */
export async function placeCartOrder(
  env: Env,
  meta: { cartId: string; storeKey: string; language: Language },
  attempt: OrderAttempt,
): Promise<PlacementOutcome> {
  const cart = await readStoreCart(env, meta.storeKey, meta.cartId, { anyState: true });
  if (!cart) return { error: 'no-cart', cart: null };
  if (cart.cartState === 'Ordered') {
    const order = await orderOfCart(env, meta.storeKey, meta.cartId);
    if (order) return { placed: { orderNumber: order.orderNumber, orderId: order.id } };
    console.error('cart is Ordered but no order of it was found', meta.cartId);
    return { error: 'creating-order-failed', cart: null };
  }
  const missing = orderPreconditionError(appCart(cart, meta.language));
  if (missing) {
    if (missing === 'missing-email') console.error('order refused: the cart has no e-mail', meta.cartId);
    return { error: missing, cart };
  }
  try {
    const prepared = await preparePayment(env, meta.storeKey, cart, attempt.choice, 'Pending');
    return { placed: await orderWithNewNumber(env, meta.storeKey, prepared.cart) };
  } catch (error) {
    // An outage (503) is not the order's fault: it reaches the caller, who answers "try again".
    if (!(error instanceof OrderPlacementError || error instanceof CommerceError)) throw error;
    const code = error instanceof OrderPlacementError ? error.code : 'creating-order-failed';
    console.error('order not placed', meta.cartId, code, error);
    return { error: code, cart: await readStoreCart(env, meta.storeKey, meta.cartId) };
  }
}
