// Card-integration payments (Adyen) around the cart's Durable Object: the attempt's Payment onto the cart
// (the object, in line with the cart's writes), Adyen's /payments with the merchant reference naming cart
// and Payment and the Payment's id as idempotency key, then — whatever way Adyen's answer arrives (at
// once, after the shopper's return, by webhook) — the Payment settled and, when paid or accepted, the order
// placed by the object, once. The shopper is sent to Adyen's page when Adyen asks for it. Cards, Apple Pay
// and Google Pay start an Adyen Hosted Checkout session instead of /payments (their card fields or wallet
// token are entered on Adyen's page: src/domain/payment/hosted-checkout.ts); the session's id stays on the
// Payment (interfaceId) until the webhook brings the pspReference.
import type { Context } from 'hono';
import { merchantReferenceOf } from '../../domain/checkout/merchant-reference.ts';
import type { OrderErrorCode } from '../../domain/checkout/order-errors.ts';
import { attemptOutcome } from '../../domain/checkout/payment-outcome.ts';
import { paidOnHostedCheckout } from '../../domain/payment/hosted-checkout.ts';
import type { CardIntegrationMethodId } from '../../domain/payment/payment-methods.ts';
import type { CartMeta } from '../../durable-objects/cart-meta.ts';
import type { PlacedOrderRef } from '../../durable-objects/order-placement.ts';
import type { Env } from '../env.ts';
import { recordInterfaceId, recordProviderAction, settlePayment } from '../services/commerce/payments.ts';
import { adyenCreatePayment, type AdyenPaymentResult } from '../services/payments/adyen.ts';
import { adyenCreateHostedSession } from '../services/payments/adyen-sessions.ts';
import { logError, logWarn } from '../services/observability/log.ts';

export type CardOutcome = { placed: PlacedOrderRef } | { redirect: string } | { error: OrderErrorCode };

/** The path of the payment return (routes/payment-return.ts): Adyen sends the shopper back here. */
export const PAYMENT_RETURN_PATH = '/checkout/payment-return';

/** The English names on the Payment (`paymentMethodInfo.name.en`). */
const CARD_METHOD_NAMES: Record<CardIntegrationMethodId, string> = {
  scheme: 'Card',
  paypal: 'PayPal',
  klarna_account: 'Klarna account',
  ratepay: 'Ratepay',
  onlineBanking_PL: 'Online banking (Poland)',
  ideal: 'iDEAL',
  klarna: 'Klarna pay later',
  klarna_b2b: 'Klarna for business',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  multibanco: 'Multibanco',
  twint: 'TWINT',
  mobilepay: 'MobilePay',
};

export const cartSession = (env: Env, cartId: string) => env.CART_SESSION.get(env.CART_SESSION.idFromName(cartId));

/** Adyen's answer applied: the Payment settled, then the order placed, the shopper redirected, or the failure. */
export async function afterProviderAnswer(
  env: Env,
  attempt: { cartId: string; paymentId: string; meta: CartMeta | null },
  answer: AdyenPaymentResult,
): Promise<CardOutcome> {
  const outcome = attemptOutcome(answer.resultCode, answer.action?.type === 'redirect');
  await settlePayment(env, attempt.paymentId, { state: outcome.state, interactionId: answer.pspReference, resultCode: answer.resultCode });
  if (outcome.next === 'error') {
    logWarn('payment not made', attempt.cartId, answer.resultCode, answer.refusalReason ?? '');
    return { error: outcome.error };
  }
  if (outcome.next === 'redirect') return answer.action?.type === 'redirect' ? { redirect: answer.action.url } : { error: 'payment-error' };
  // A voucher is paid later: its details go with the Payment, for the thank-you page.
  if (answer.action?.type === 'voucher') await recordProviderAction(env, attempt.paymentId, answer.action);
  return cartSession(env, attempt.cartId).placeOrder(attempt.meta, { kind: 'paid', paymentId: attempt.paymentId });
}

/** Pays for the cart with a card-integration method. Throws AdyenError when Adyen cannot be asked (503 for the caller). */
export async function payWithProvider(c: Context<{ Bindings: Env }>, meta: CartMeta, method: CardIntegrationMethodId): Promise<CardOutcome> {
  const session = cartSession(c.env, meta.cartId);
  const start = await session.startPayment(meta, { method, paymentInterface: 'adyen', name: CARD_METHOD_NAMES[method], codFee: null });
  if (!('started' in start)) return start;
  const { paymentId, amount, email } = start.started;
  const market = c.get('market');
  const request = {
    reference: merchantReferenceOf(meta.cartId, paymentId),
    amount: { currency: amount.currencyCode, value: amount.centAmount },
    method,
    // A second language of the country comes back in the query (like the APIs'), so a French-speaking
    // Swiss shopper returns to the French thank-you page.
    returnUrl: `${new URL(c.req.url).origin}${PAYMENT_RETURN_PATH}${market.prefix ? `?language=${market.language}` : ''}`,
    countryCode: market.country.code,
    shopperLocale: market.locale,
    ...(email ? { shopperEmail: email } : {}),
    idempotencyKey: paymentId,
  };
  let answer: AdyenPaymentResult;
  try {
    if (paidOnHostedCheckout(method)) {
      const session = await adyenCreateHostedSession(c.env, request);
      // Only for finding the attempt by its session; the return and the webhook go by the merchant reference.
      await recordInterfaceId(c.env, paymentId, session.id).catch((recordError: unknown) =>
        logError('hosted session id not kept on the payment; the shopper pays all the same', paymentId, session.id, recordError),
      );
      return { redirect: session.url };
    }
    answer = await adyenCreatePayment(c.env, request);
  } catch (error) {
    await settlePayment(c.env, paymentId, { state: 'Failure', interactionId: null, resultCode: 'Error' }).catch((settleError: unknown) =>
      logError('failed payment attempt not marked failed', paymentId, settleError),
    );
    throw error;
  }
  return afterProviderAnswer(c.env, { cartId: meta.cartId, paymentId, meta }, answer);
}
