// What a card-integration provider's answer means for the attempt (Adyen's resultCodes, spec part 2 §8
// payment codes): the state of the Payment's Authorization transaction, and whether the order is placed,
// the shopper is sent to the provider's page, or the attempt failed with one of the checkout's codes.
// Pending and Received (a voucher such as Multibanco, a bank that confirms later) place the order: the
// outcome follows by webhook, and the thank-you page says "in progress".
import type { OrderErrorCode } from './order-errors.ts';

export type AttemptOutcome =
  | { next: 'order'; state: 'Success' | 'Pending' }
  | { next: 'redirect'; state: 'Initial' }
  | { next: 'error'; state: 'Failure'; error: OrderErrorCode };

export function attemptOutcome(resultCode: string, hasRedirect: boolean): AttemptOutcome {
  switch (resultCode) {
    case 'Authorised':
      return { next: 'order', state: 'Success' };
    case 'Pending':
    case 'Received':
      return { next: 'order', state: 'Pending' };
    case 'RedirectShopper':
    case 'ChallengeShopper':
    case 'IdentifyShopper':
      return hasRedirect ? { next: 'redirect', state: 'Initial' } : { next: 'error', state: 'Failure', error: 'payment-error' };
    case 'Cancelled':
      return { next: 'error', state: 'Failure', error: 'cancelled-transaction' };
    default:
      return { next: 'error', state: 'Failure', error: 'payment-error' };
  }
}

/** Adyen's webhook events that end an attempt without payment (a refused authorisation is AUTHORISATION with success false). */
const FAILING_EVENTS: ReadonlySet<string> = new Set(['CANCELLATION', 'EXPIRE', 'OFFER_CLOSED']);

/** A notification's effect on the attempt: paid, failed, or nothing the order cares about (null). */
export function notificationOutcome(eventCode: string, success: boolean): 'Success' | 'Failure' | null {
  if (eventCode === 'AUTHORISATION') return success ? 'Success' : 'Failure';
  if (FAILING_EVENTS.has(eventCode) && success) return 'Failure';
  return null;
}

/** The statuses of an Adyen Hosted Checkout session (GET /sessions/{id}). */
export const SESSION_STATUSES = ['active', 'completed', 'paymentPending', 'refused', 'canceled', 'expired'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * A finished session in the terms of a `/payments` answer, so both settle the attempt alike: completed is
 * Authorised, paymentPending Pending, refused Refused, canceled and expired Cancelled. An `active` session
 * is not finished (the shopper came back without paying, and may still pay on its page): null, the attempt
 * is left as it is.
 */
export function sessionResultCode(status: SessionStatus): 'Authorised' | 'Pending' | 'Refused' | 'Cancelled' | null {
  switch (status) {
    case 'completed':
      return 'Authorised';
    case 'paymentPending':
      return 'Pending';
    case 'refused':
      return 'Refused';
    case 'canceled':
    case 'expired':
      return 'Cancelled';
    case 'active':
      return null;
  }
}
