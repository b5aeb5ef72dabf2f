// The worker's Adyen adapter: Checkout API v71 over fetch (`@adyen/api-library` needs Node's http; the
// REST API is all we use). Every call carries `X-API-Key`, and those that name it the merchant account; creating a payment
// carries an `Idempotency-Key` so a retried request cannot charge twice. Answers are parsed with valibot
// and turned into the shop's shapes below; nothing outside this folder sees Adyen's JSON.
//   POST {ADYEN_URL}/v71/paymentMethods    → the method types offered (a failure: none, and logged)
//   POST {ADYEN_URL}/v71/payments          → resultCode, pspReference, action (redirect / voucher)
//   POST {ADYEN_URL}/v71/payments/details  → the outcome after the shopper's redirect
// Cards, Apple Pay and Google Pay go through Hosted Checkout sessions instead (adyen-sessions.ts).
import * as v from 'valibot';
import type { Env } from '../../env.ts';
import { timedFetch } from '../observability/request-context.ts';
import { logError, logWarn } from '../observability/log.ts';

export const ADYEN_API_VERSION = 'v71';
/** Offering methods must not hold up the payment step long; Adyen answers in well under a second. */
const PAYMENT_METHODS_TIMEOUT_MS = 5_000;
/** Authorisations can take long at the acquirer; Adyen advises generous timeouts for /payments. */
export const PAYMENTS_TIMEOUT_MS = 30_000;
/** Adyen's answers are a few kilobytes; anything far larger is not Adyen. */
const MAX_ANSWER_CHARS = 512 * 1024;

export interface AdyenAmount {
  currency: string;
  /** Minor units. */
  value: number;
}

export type AdyenAction =
  | { type: 'redirect'; url: string }
  | { type: 'voucher'; entity: string; reference: string; expiresAt: string; merchantReference: string };

export const ADYEN_RESULT_CODES = [
  'Authorised',
  'Refused',
  'Cancelled',
  'Pending',
  'Received',
  'RedirectShopper',
  'ChallengeShopper',
  'IdentifyShopper',
  'Error',
] as const;
type AdyenResultCode = (typeof ADYEN_RESULT_CODES)[number];

export interface AdyenPaymentResult {
  resultCode: AdyenResultCode;
  pspReference: string | null;
  merchantReference: string | null;
  action: AdyenAction | null;
  refusalReason?: string;
}

/** Adyen did not answer, or answered with an HTTP error: the shop cannot go on with this payment now. */
export class AdyenError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'AdyenError';
    this.status = status;
  }
}

const PaymentMethodsAnswerSchema = v.object({
  paymentMethods: v.optional(v.array(v.looseObject({ type: v.pipe(v.string(), v.minLength(1)) })), []),
});

const ActionSchema = v.looseObject({
  type: v.string(),
  url: v.optional(v.string()),
  method: v.optional(v.string()),
  entity: v.optional(v.string()),
  reference: v.optional(v.string()),
  expiresAt: v.optional(v.string()),
  merchantReference: v.optional(v.string()),
});

const PaymentAnswerSchema = v.looseObject({
  resultCode: v.string(),
  pspReference: v.optional(v.string()),
  merchantReference: v.optional(v.string()),
  refusalReason: v.optional(v.string()),
  action: v.optional(ActionSchema),
});

/**
 * Adyen's resultCode in the shop's terms. `PresentToShopper` (a voucher such as Multibanco: the shopper
 * pays later at an ATM) is `Received` here: both mean "accepted, the outcome comes by webhook", and the
 * voucher travels in `action`. Codes Adyen may add later are an `Error`, logged, never a success.
 */
function resultCodeOf(code: string): AdyenResultCode {
  if (code === 'PresentToShopper') return 'Received';
  const known = ADYEN_RESULT_CODES.find((candidate) => candidate === code);
  if (known) return known;
  logWarn('Adyen answered an unknown resultCode; treated as Error', code);
  return 'Error';
}

function actionOf(action: v.InferOutput<typeof ActionSchema> | undefined, merchantReference: string | null): AdyenAction | null {
  if (!action) return null;
  if (action.type === 'redirect' && action.url && (action.method ?? 'GET').toUpperCase() === 'GET' && URL.canParse(action.url)) {
    return { type: 'redirect', url: action.url };
  }
  if (action.type === 'voucher' && action.entity && action.reference && action.expiresAt) {
    return {
      type: 'voucher',
      entity: action.entity,
      reference: action.reference,
      expiresAt: action.expiresAt,
      merchantReference: action.merchantReference ?? merchantReference ?? '',
    };
  }
  // A POST redirect or an on-page action (threeDS2, sdk) needs Adyen's web SDK, which the shop does not ship.
  logWarn('Adyen answered an action the shop cannot carry out', action.type, action.method ?? '');
  return null;
}

function paymentResultOf(answer: v.InferOutput<typeof PaymentAnswerSchema>): AdyenPaymentResult {
  const merchantReference = answer.merchantReference ?? null;
  return {
    resultCode: resultCodeOf(answer.resultCode),
    pspReference: answer.pspReference ?? null,
    merchantReference,
    action: actionOf(answer.action, merchantReference),
    ...(answer.refusalReason ? { refusalReason: answer.refusalReason } : {}),
  };
}

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * One Checkout API call: the parsed answer, or an AdyenError saying what went wrong. A POST sends `body`;
 * `body: null` is a GET with `query` (kept out of every message: it may hold a result token).
 */
export async function callAdyen<S extends v.GenericSchema>(
  env: Env,
  operation: string,
  body: Record<string, unknown> | null,
  schema: S,
  options: { timeoutMs: number; idempotencyKey?: string; query?: Record<string, string> },
): Promise<v.InferOutput<S>> {
  const headers = new Headers({ accept: 'application/json', 'x-api-key': env.ADYEN_API_KEY });
  if (body) headers.set('content-type', 'application/json');
  if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);
  let response: Response;
  try {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    response = await timedFetch('payments')(`${env.ADYEN_URL}/${ADYEN_API_VERSION}/${operation}${query}`, {
      method: body ? 'POST' : 'GET',
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new AdyenError(
      isTimeout(error) ? `Adyen ${operation}: no answer within ${options.timeoutMs} ms` : `Adyen ${operation}: unreachable (${String(error)})`,
      null,
    );
  }
  const text = await response.text();
  if (!response.ok) throw new AdyenError(`Adyen ${operation} answered ${response.status}: ${text.slice(0, 300)}`, response.status);
  let json: unknown;
  try {
    json = text.length <= MAX_ANSWER_CHARS ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) throw new AdyenError(`Adyen ${operation}: unexpected answer (${v.summarize(parsed.issues).slice(0, 300)})`, response.status);
  return parsed.output;
}

/**
 * The `type`s Adyen offers for this country, currency and amount. The payment step still works without
 * them (bank transfer, cash on delivery), so a failure is logged and answered with no methods.
 */
export async function adyenPaymentMethods(env: Env, query: { countryCode: string; amount: AdyenAmount; shopperLocale: string }): Promise<string[]> {
  try {
    const answer = await callAdyen(
      env,
      'paymentMethods',
      { merchantAccount: env.ADYEN_MERCHANT_ACCOUNT, ...query, channel: 'Web' },
      PaymentMethodsAnswerSchema,
      {
        timeoutMs: PAYMENT_METHODS_TIMEOUT_MS,
      },
    );
    return [...new Set(answer.paymentMethods.map((method) => method.type))];
  } catch (error) {
    logError('Adyen payment methods unavailable; offering none of them', error instanceof Error ? error.message : error);
    return [];
  }
}

/**
 * Starts a payment. The same `idempotencyKey` (one per attempt) makes a retried call return the first
 * answer instead of a second payment. Throws AdyenError when Adyen refuses the request or cannot be reached.
 */
/** What starting a payment at Adyen takes, by `/payments` or by a hosted session (adyen-sessions.ts). */
export interface AdyenPaymentRequest {
  reference: string;
  amount: AdyenAmount;
  method: string;
  returnUrl: string;
  countryCode: string;
  shopperLocale: string;
  shopperEmail?: string;
  idempotencyKey: string;
}

export async function adyenCreatePayment(env: Env, payment: AdyenPaymentRequest): Promise<AdyenPaymentResult> {
  const { method, idempotencyKey, shopperEmail, ...rest } = payment;
  const body = {
    merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
    ...rest,
    paymentMethod: { type: method },
    channel: 'Web',
    ...(shopperEmail ? { shopperEmail } : {}),
  };
  return paymentResultOf(await callAdyen(env, 'payments', body, PaymentAnswerSchema, { timeoutMs: PAYMENTS_TIMEOUT_MS, idempotencyKey }));
}

/**
 * The outcome of a payment the shopper completed on the provider's page (`redirectResult` from our returnUrl).
 */
export async function adyenPaymentDetails(env: Env, details: { redirectResult: string }): Promise<AdyenPaymentResult> {
  return paymentResultOf(await callAdyen(env, 'payments/details', { details }, PaymentAnswerSchema, { timeoutMs: PAYMENTS_TIMEOUT_MS }));
}
