// `GET /checkout/payment-return?redirectResult=…` or `?sessionId=…&sessionResult=…` (issue 14): where Adyen
// sends the shopper back after its page (a redirect payment, or a Hosted Checkout session for cards and
// wallets). Not a page: the worker asks Adyen for the outcome (/payments/details, or the session's status,
// which settles like the /payments answer it stands for), settles the attempt and has
// the cart's Durable Object place the order (once: the webhook may have placed it already), then 303 to
// the thank-you page; a refused, cancelled or failed payment 303 to `/adyen-payment-error?error=<code>`,
// from where the shopper can pay again. Only the browser whose cart it is gets to see the order.
import { type Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { parseMerchantReference } from '../../domain/checkout/merchant-reference.ts';
import type { OrderErrorCode } from '../../domain/checkout/order-errors.ts';
import { sessionResultCode } from '../../domain/checkout/payment-outcome.ts';
import { COOKIE_DELETION_ATTRIBUTES, COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import { pageLanguage } from '../api/page-language.ts';
import { afterProviderAnswer } from '../checkout/card-payment.ts';
import { grantOrderAccess } from '../checkout/order-access.ts';
import type { Env } from '../env.ts';
import { sendCheckoutEvent } from '../services/customer-data/checkout-event.ts';
import { type AdyenPaymentResult, adyenPaymentDetails } from '../services/payments/adyen.ts';
import { adyenSessionResult, isSessionId } from '../services/payments/adyen-sessions.ts';
import { cookieCartId, metaFor } from '../cart/request-cart.ts';
import { logError, logWarn } from '../services/observability/log.ts';

type ReturnContext = Context<{ Bindings: Env }>;

/** Adyen's redirectResult is an opaque token of a few hundred characters. */
const MAX_REDIRECT_RESULT = 4096;

const noStore = (c: ReturnContext) => c.header('cache-control', 'private, no-store');

function toPaymentError(c: ReturnContext, error: OrderErrorCode) {
  noStore(c);
  return c.redirect(hrefFor(c.get('market'), { name: 'paymentError' }, { error }), 303);
}

export const paymentReturn = new Hono<{ Bindings: Env }>();
paymentReturn.use(pageLanguage());

/**
 * Adyen's outcome of what the shopper did on its page, as a /payments answer: from the session's status
 * (Hosted Checkout) or /payments/details (redirect methods). 'open': the session can still be paid, so the
 * attempt stays as it is. null: no usable outcome (logged).
 */
async function returnedAnswer(c: ReturnContext): Promise<AdyenPaymentResult | 'open' | null> {
  const sessionId = c.req.query('sessionId');
  const sessionResult = c.req.query('sessionResult');
  if (sessionId !== undefined || sessionResult !== undefined) {
    if (!sessionId || !isSessionId(sessionId) || !sessionResult || sessionResult.length > MAX_REDIRECT_RESULT) {
      logWarn('payment return without a usable sessionId and sessionResult');
      return null;
    }
    const session = await adyenSessionResult(c.env, { sessionId, sessionResult }).catch((error: unknown) => {
      logError('Adyen session result unavailable on the payment return', error);
      return null;
    });
    if (!session) return null;
    const resultCode = sessionResultCode(session.status);
    if (resultCode === null) {
      logWarn('payment return from a hosted session that is still open', sessionId);
      return 'open';
    }
    return { resultCode, pspReference: session.pspReference, merchantReference: session.reference, action: null };
  }
  const redirectResult = c.req.query('redirectResult');
  if (!redirectResult || redirectResult.length > MAX_REDIRECT_RESULT) {
    logWarn('payment return without a usable redirectResult');
    return null;
  }
  return adyenPaymentDetails(c.env, { redirectResult }).catch((error: unknown) => {
    logError('Adyen payment details unavailable on the payment return', error);
    return null;
  });
}

paymentReturn.get('/', async (c) => {
  const answer = await returnedAnswer(c);
  if (answer === 'open') return toPaymentError(c, 'payment-error');
  const reference = answer?.merchantReference ? parseMerchantReference(answer.merchantReference) : null;
  if (!answer || !reference) {
    if (answer) logError('payment return: Adyen named no reference of ours', answer.merchantReference);
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
    deleteCookie(c, COOKIE_NAMES.cartId, COOKIE_DELETION_ATTRIBUTES);
    sendCheckoutEvent(c, { cartId: reference.cartId, step: 5, email: null });
  }
  noStore(c);
  return c.redirect(hrefFor(c.get('market'), { name: 'thankYou' }, { order: outcome.placed.orderNumber }), 303);
});
