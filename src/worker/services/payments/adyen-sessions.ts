// Adyen's Hosted Checkout, for the methods our pages cannot collect the details of (cards, Apple Pay,
// Google Pay: src/domain/payment/hosted-checkout.ts). No SDK: the worker creates a session in mode hosted
// and sends the shopper to its `url`; Adyen sends them back to our returnUrl with `sessionId` and
// `sessionResult`, and the session's status is read with both. The pspReference comes with the session's
// payments once authorised, and always with the AUTHORISATION webhook (merchantReference = our reference).
//   POST {ADYEN_URL}/v71/sessions                        → id, url (mode hosted)
//   GET  {ADYEN_URL}/v71/sessions/{id}?sessionResult=…   → status, reference, payments
import * as v from 'valibot';
import { SESSION_STATUSES, type SessionStatus } from '../../../domain/checkout/payment-outcome.ts';
import type { Env } from '../../env.ts';
import { type AdyenPaymentRequest, callAdyen, PAYMENTS_TIMEOUT_MS } from './adyen.ts';

/** Session ids are short (CS…); anything else is not one and is not sent to Adyen. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

const SessionAnswerSchema = v.looseObject({
  id: v.pipe(v.string(), v.regex(SESSION_ID)),
  url: v.pipe(v.string(), v.url()),
});

const SessionResultAnswerSchema = v.looseObject({
  id: v.string(),
  status: v.picklist(SESSION_STATUSES),
  reference: v.optional(v.string()),
  payments: v.optional(v.array(v.looseObject({ pspReference: v.optional(v.string()) }))),
});

export interface HostedSession {
  id: string;
  /** Adyen's page where the shopper pays. */
  url: string;
}

export interface SessionResult {
  status: SessionStatus;
  /** Our merchant reference, as given when the session was created. */
  reference: string | null;
  /** The authorised payment's reference, when Adyen names it (else it comes by webhook). */
  pspReference: string | null;
}

export const isSessionId = (value: string): boolean => SESSION_ID.test(value);

/**
 * A Hosted Checkout session for one method. The same `idempotencyKey` (the attempt) returns the first
 * session instead of a second. Throws AdyenError when Adyen refuses or cannot be reached.
 */
export async function adyenCreateHostedSession(env: Env, session: AdyenPaymentRequest): Promise<HostedSession> {
  const { method, idempotencyKey, shopperEmail, ...rest } = session;
  const body = {
    merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
    ...rest,
    mode: 'hosted',
    allowedPaymentMethods: [method],
    channel: 'Web',
    ...(shopperEmail ? { shopperEmail } : {}),
  };
  const answer = await callAdyen(env, 'sessions', body, SessionAnswerSchema, { timeoutMs: PAYMENTS_TIMEOUT_MS, idempotencyKey });
  return { id: answer.id, url: answer.url };
}

/** The session's status after the shopper's return. Throws AdyenError (a wrong sessionResult is Adyen's 422). */
export async function adyenSessionResult(env: Env, returned: { sessionId: string; sessionResult: string }): Promise<SessionResult> {
  const answer = await callAdyen(env, `sessions/${encodeURIComponent(returned.sessionId)}`, null, SessionResultAnswerSchema, {
    timeoutMs: PAYMENTS_TIMEOUT_MS,
    query: { sessionResult: returned.sessionResult },
  });
  return {
    status: answer.status,
    reference: answer.reference ?? null,
    pspReference: answer.payments?.find((payment) => payment.pspReference)?.pspReference ?? null,
  };
}
