// What a verified Adyen notification changes in the shop (issue 14): the attempt's Payment settled
// (AUTHORISATION success → Success; a refused AUTHORISATION, CANCELLATION, EXPIRE, OFFER_CLOSED →
// Failure) and, for an authorisation, the order placed by the cart's Durable Object if the shopper has
// not come back yet (the object places it once; a cart already ordered changes nothing). Settling is
// idempotent: the same pspReference and eventCode delivered twice leave one transaction, unchanged.
// A reference that is not ours is logged and acknowledged (Adyen would otherwise deliver it forever).
import { parseMerchantReference } from '../../domain/checkout/merchant-reference.ts';
import { notificationOutcome } from '../../domain/checkout/payment-outcome.ts';
import type { Env } from '../env.ts';
import { CommerceError } from '../services/commerce/execute.ts';
import { settlePayment } from '../services/commerce/payments.ts';
import type { AdyenNotification } from '../services/payments/adyen-notification.ts';
import { cartSession } from './card-payment.ts';
import { logError, logWarn } from '../services/observability/log.ts';

export async function handlePaymentNotification(env: Env, item: AdyenNotification): Promise<void> {
  const outcome = notificationOutcome(item.eventCode, item.success);
  if (outcome === null) return;
  const reference = parseMerchantReference(item.merchantReference);
  if (!reference) {
    logWarn('Adyen notification for a reference that is not ours; acknowledged', item.eventCode, item.merchantReference);
    return;
  }
  const pspReference = item.originalReference ?? item.pspReference;
  try {
    await settlePayment(env, reference.paymentId, { state: outcome, interactionId: pspReference, resultCode: item.eventCode });
  } catch (error) {
    // A Payment that does not exist (deleted, another project's) will not appear on a later delivery either.
    if (!(error instanceof CommerceError && error.statusCode === 404)) throw error;
    logWarn('Adyen notification for a payment that does not exist; acknowledged', reference.paymentId, item.eventCode);
    return;
  }
  if (outcome !== 'Success') return;
  const placed = await cartSession(env, reference.cartId).placeOrder(null, { kind: 'paid', paymentId: reference.paymentId });
  if ('error' in placed) logError('authorised payment without an order', reference.cartId, reference.paymentId, placed.error);
}
