// The steps of placing a cart's order, for the cart's Durable Object (which runs them once per cart, in
// line with the cart's other writes): the cart read fresh, checked (e-mail, billing first name, address,
// price), the payment set, the order made with a new order number. A cart commercetools already ordered
// (the order was made but the object did not get to remember it) answers that order: never two, never lost.
import * as v from 'valibot';
import { newOrderNumber } from '../domain/checkout/order-number.ts';
import { type OrderErrorCode, orderPreconditionError } from '../domain/checkout/order-errors.ts';
import type { Language } from '../domain/markets/countries.ts';
import type { Money } from '../domain/money/money.ts';
import type { Env } from '../worker/env.ts';
import { appCart, type CommerceCart } from '../worker/services/commerce/cart-burst.ts';
import { readStoreCart } from '../worker/services/commerce/cart-store.ts';
import { CommerceError } from '../worker/services/commerce/execute.ts';
import { OrderPlacementError, orderFromCart, type PaymentChoice, preparePayment } from '../worker/services/commerce/order-placement.ts';
import { orderOfCart } from '../worker/services/commerce/orders.ts';
import { readPayment } from '../worker/services/commerce/payments.ts';
import { logError, logWarn } from '../worker/services/observability/log.ts';

export const PlacedOrderSchema = v.object({ orderNumber: v.string(), orderId: v.string() });
export type PlacedOrderRef = v.InferOutput<typeof PlacedOrderSchema>;

/**
 * The shop's own methods (cash on delivery, bank transfer): the payment is made with the order. A paid
 * attempt (a card-integration method the provider authorised or accepted): its Payment is on the cart already.
 */
export type OrderAttempt = { kind: 'own'; choice: PaymentChoice } | { kind: 'paid'; paymentId: string };

export type PlaceOrderResult = { placed: PlacedOrderRef } | { error: OrderErrorCode };
type PlacementOutcome = { placed: PlacedOrderRef } | { error: OrderErrorCode; cart: CommerceCart | null };
type Place = { cartId: string; storeKey: string; language: Language };

/** A provider's payment started: its Payment is on the cart, for this amount. */
export type StartedPayment = { paymentId: string; amount: Money; email: string };

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

const isDuplicateNumber = (error: unknown) => error instanceof CommerceError && error.code === 'DuplicateField';

/** The order from the cart; a new number when the drawn one is in use (about once in 10^10). */
async function orderWithNewNumber(env: Env, storeKey: string, cart: CommerceCart): Promise<PlacedOrderRef> {
  try {
    const order = await orderFromCart(env, storeKey, cart, newOrderNumber(randomBytes));
    return { orderNumber: order.orderNumber, orderId: order.id };
  } catch (error) {
    if (!isDuplicateNumber(error)) throw error;
    logWarn('order number in use; drawn again', cart.id);
    const order = await orderFromCart(env, storeKey, cart, newOrderNumber(randomBytes));
    return { orderNumber: order.orderNumber, orderId: order.id };
  }
}

/**
 * The cart read fresh (not the object's cached copy: the order is made at the version commercetools has)
 * and ready to be paid for; or the order it already became, or why it cannot be paid for.
 */
async function payableCart(env: Env, meta: Place): Promise<{ payable: CommerceCart } | PlacementOutcome> {
  const cart = await readStoreCart(env, meta.storeKey, meta.cartId, { anyState: true });
  if (!cart) return { error: 'no-cart', cart: null };
  if (cart.cartState === 'Ordered') {
    const order = await orderOfCart(env, meta.storeKey, meta.cartId);
    if (order) return { placed: { orderNumber: order.orderNumber, orderId: order.id } };
    logError('cart is Ordered but no order of it was found', meta.cartId);
    return { error: 'creating-order-failed', cart: null };
  }
  const missing = orderPreconditionError(appCart(cart, meta.language));
  if (missing) {
    if (missing === 'missing-email') logError('order refused: the cart has no e-mail', meta.cartId);
    return { error: missing, cart };
  }
  return { payable: cart };
}

/** Why the order was not placed, with the cart as it is now; an outage (503) reaches the caller instead ("try again"). */
async function failed(env: Env, meta: Place, error: unknown): Promise<PlacementOutcome> {
  if (!(error instanceof OrderPlacementError || error instanceof CommerceError)) throw error;
  const code = error instanceof OrderPlacementError ? error.code : 'creating-order-failed';
  logError('order not placed', meta.cartId, code, error);
  return { error: code, cart: await readStoreCart(env, meta.storeKey, meta.cartId) };
}

/** The Payment of a provider's attempt onto the cart (state Initial), before the shopper is sent to pay. */
export async function startCartPayment(env: Env, meta: Place, choice: PaymentChoice): Promise<{ started: StartedPayment } | PlacementOutcome> {
  const checked = await payableCart(env, meta);
  if (!('payable' in checked)) return checked;
  try {
    const prepared = await preparePayment(env, meta.storeKey, checked.payable, choice, 'Initial', meta.language);
    return { started: { paymentId: prepared.paymentId, amount: prepared.amount, email: checked.payable.customerEmail ?? '' } };
  } catch (error) {
    return failed(env, meta, error);
  }
}

export async function placeCartOrder(env: Env, meta: Place, attempt: OrderAttempt): Promise<PlacementOutcome> {
  const checked = await payableCart(env, meta);
  if (!('payable' in checked)) return checked;
  const cart = checked.payable;
  try {
    if (attempt.kind === 'own') {
      const prepared = await preparePayment(env, meta.storeKey, cart, attempt.choice, 'Pending', meta.language);
      return { placed: await orderWithNewNumber(env, meta.storeKey, prepared.cart) };
    }
    // A payment that is not on this cart did not pay for it: no order for it.
    if (!cart.paymentInfo?.payments.some((payment) => payment.id === attempt.paymentId)) {
      logError('paid attempt is not on the cart; no order placed for it', meta.cartId, attempt.paymentId);
      return { error: 'payment-error', cart };
    }
    // The cart changed in another tab while the shopper paid: what was paid is not what would be ordered.
    // No order (the authorisation is never captured and lapses); the shopper goes back and pays the new total.
    const paid = await readPayment(env, attempt.paymentId);
    const gross = cart.taxedPrice?.totalGross ?? cart.totalPrice;
    if (paid.plannedCents !== gross.centAmount || paid.plannedCurrency !== gross.currencyCode) {
      logError('paid amount differs from the cart total; no order placed', meta.cartId, attempt.paymentId, paid.plannedCents, gross.centAmount);
      return { error: 'price-changed', cart };
    }
    return { placed: await orderWithNewNumber(env, meta.storeKey, cart) };
  } catch (error) {
    return failed(env, meta, error);
  }
}
