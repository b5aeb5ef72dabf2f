// `GET /checkout/payment-return?redirectResult=…` (issue 14): where Adyen sends the shopper back after its
// page. Not a page: the worker asks Adyen for the outcome (/payments/details), settles the attempt and has
// the cart's Durable Object place the order (once: the webhook may have placed it already), then 303 to
// the thank-you page; a refused, cancelled or failed payment 303 to `/adyen-payment-error?error=<code>`,
// from where the shopper can pay again. Only the browser whose cart it is gets to see the order.
import { type Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { parseMerchantReference } from '../../domain/checkout/merchant-reference.ts';
import type { OrderErrorCode } from '../../domain/checkout/order-errors.ts';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import { afterProviderAnswer } from '../checkout/card-payment.ts';
import { grantOrderAccess } from '../checkout/order-access.ts';
import type { Env } from '../env.ts';
import { sendCheckoutEvent } from '../services/customer-data/checkout-event.ts';
import { adyenPaymentDetails } from '../services/payments/adyen.ts';
import { cookieCartId, metaFor } from './cart-api.ts';

type ReturnContext = Context<{ Bindings: Env }>;

/** Adyen's redirectResult is an opaque token of a few hundred characters. */
const MAX_REDIRECT_RESULT = 4096;

const noStore = (c: ReturnContext) => c.header('cache-control', 'private, no-store');

function toPaymentError(c: ReturnContext, error: OrderErrorCode) {
  noStore(c);
  return c.redirect(hrefFor(c.get('market'), { name: 'paymentError' }, { error }), 303);
}

export const paymentReturn = new Hono<{ Bindings: Env }>();

paymentReturn.get('/', async (c) => {
  const redirectResult = c.req.query('redirectResult');
  if (!redirectResult || redirectResult.length > MAX_REDIRECT_RESULT) {
    console.warn('payment return without a usable redirectResult');
    return toPaymentError(c, 'payment-error');
  }
  const answer = await adyenPaymentDetails(c.env, { redirectResult }).catch((error: unknown) => {
    console.error('Adyen payment details unavailable on the payment return', error);
    return null;
  });
  const reference = answer?.merchantReference ? parseMerchantReference(answer.merchantReference) : null;
  if (!answer || !reference) {
    if (answer) console.error('payment return: Adyen named no reference of ours', answer.merchantReference);
    return toPaymentError(c, 'payment-error');
  }
  // The browser whose cart this is; another browser (a shared link) pays nothing and sees nothing.
  const own = cookieCartId(c) === reference.cartId;
  const meta = own ? metaFor(c.get('market'), reference.cartId) : null;
  const outcome = await afterProviderAnswer(c.env, { ...reference, meta }, answer);
  if ('error' in outcome) return toPaymentError(c, outcome.error);
  if ('redirect' in outcome) {
    noStore(c);
    return c.redirect(outcome.redirect, 303);
  }
  if (own) {
    await grantOrderAccess(c, outcome.placed.orderNumber);
    deleteCookie(c, COOKIE_NAMES.cartId, { path: '/' });
    sendCheckoutEvent(c, { cartId: reference.cartId, step: 5, email: null });
  }
  noStore(c);
  return c.redirect(hrefFor(c.get('market'), { name: 'thankYou' }, { order: outcome.placed.orderNumber }), 303);
});
