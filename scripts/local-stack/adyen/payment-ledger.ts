// The stand-in's memory of payments, and what Adyen's Checkout API (v71) answers about them. No HTTP
// here (adyen-routes.ts speaks that): each operation takes a parsed request and returns `{ status, body }`
// with Adyen's shapes, so the rules are unit-testable. Outcomes:
//   POST /payments          redirect methods → RedirectShopper with a GET redirect action to the shopper
//                           page; multibanco → PresentToShopper with a voucher action; scheme, applepay and
//                           googlepay without card data or wallet token → 422, as Adyen refuses them
//   POST /sessions          Hosted Checkout (mode hosted): the session with the url of Adyen's page (here the
//                           shopper page, which stands in for the card form, the wallets and 3-D Secure)
//   GET  /sessions/{id}     the session's status by the sessionResult the shopper brought back
//   shopper page            Authorise / Refuse / Cancel / Leave pending / 3-D Secure → Complete challenge;
//                           back to returnUrl with redirectResult, or for a session sessionId + sessionResult
//   POST /payments/details  the outcome the shopper chose, by redirectResult
//   POST /payments/{psp}/cancels   cancels an authorised or pending payment (CANCELLATION webhook)
//   test switches           authorise a pending payment or voucher later; expire a voucher (OFFER_CLOSED)
// Webhooks, as Adyen sends them: AUTHORISATION success true/false for every final authorisation outcome
// (a shopper's cancellation is AUTHORISATION false with reason "Cancelled", as Adyen reports it),
// CANCELLATION for /cancels, OFFER_CLOSED for an expired voucher; none while a payment is pending.
import * as v from 'valibot';
import { isOffered } from './method-table.ts';
import type { UnsignedItem } from './notifications.ts';
import type { ShopperOutcome } from './shopper-page.ts';

export type PaymentState =
  | 'RedirectShopper'
  | 'ChallengeShopper'
  | 'PresentToShopper'
  | 'Pending'
  | 'Authorised'
  | 'Refused'
  | 'Cancelled'
  | 'Expired';

export interface Voucher {
  entity: string;
  reference: string;
  expiresAt: string;
}

export interface StandInPayment {
  pspReference: string;
  merchantReference: string;
  merchantAccount: string;
  amount: { currency: string; value: number };
  method: string;
  countryCode: string | null;
  shopperLocale: string | null;
  shopperEmail: string | null;
  returnUrl: string;
  state: PaymentState;
  refusalReason: string | null;
  redirectResult: string | null;
  voucher: Voucher | null;
  /** Hosted Checkout: the session the payment belongs to, and the sessionResult given to the shopper. */
  session: { id: string; result: string | null } | null;
  createdAt: string;
  /** eventCode of each webhook queued for this payment, in order. */
  notifications: string[];
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

const AmountSchema = v.object({ currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), value: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export const PaymentMethodsRequestSchema = v.object({
  merchantAccount: v.string(),
  countryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  amount: v.optional(AmountSchema),
  shopperLocale: v.optional(v.string()),
  channel: v.optional(v.string()),
});

export const PaymentRequestSchema = v.object({
  merchantAccount: v.string(),
  amount: AmountSchema,
  reference: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  paymentMethod: v.looseObject({ type: v.pipe(v.string(), v.minLength(1)) }),
  returnUrl: v.pipe(v.string(), v.url(), v.maxLength(8000)),
  countryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  shopperLocale: v.optional(v.string()),
  shopperEmail: v.optional(v.pipe(v.string(), v.email())),
  channel: v.optional(v.string()),
});

export const SessionRequestSchema = v.object({
  merchantAccount: v.string(),
  amount: AmountSchema,
  reference: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  returnUrl: v.pipe(v.string(), v.url(), v.maxLength(8000)),
  mode: v.optional(v.picklist(['embedded', 'hosted']), 'embedded'),
  allowedPaymentMethods: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
  themeId: v.optional(v.string()),
  countryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  shopperLocale: v.optional(v.string()),
  shopperEmail: v.optional(v.pipe(v.string(), v.email())),
  channel: v.optional(v.string()),
});

/**
 * Methods Adyen cannot charge from `{ type }` alone: a card needs its (encrypted) fields, a wallet its token.
 * A shop without Adyen's web SDK sends them to Hosted Checkout (/sessions) instead.
 */
const DETAILS_REQUIRED: Readonly<Record<string, readonly string[]>> = {
  scheme: ['encryptedCardNumber', 'number', 'storedPaymentMethodId'],
  applepay: ['applePayToken'],
  googlepay: ['googlePayToken'],
};

export const PaymentDetailsRequestSchema = v.object({ details: v.object({ redirectResult: v.pipe(v.string(), v.minLength(1)) }) });

export const CancelRequestSchema = v.object({ merchantAccount: v.string(), reference: v.optional(v.string()) });

/** Adyen's error body (ServiceError). */
export const serviceError = (status: number, errorCode: string, message: string, errorType: string): ApiAnswer => ({
  status,
  body: { status, errorCode, message, errorType },
});

export const validationError = (message: string) => serviceError(422, '702', message, 'validation');

/** Multibanco's entity number in the stand-in (a five-digit number, as on a real voucher). */
export const MULTIBANCO_ENTITY = '11249';
export const VOUCHER_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** Adyen's default: a session can be paid for an hour. */
const SESSION_LIFETIME_MS = 60 * 60 * 1000;

/** A session's status (GET /sessions/{id}) by the state of its payment. */
const SESSION_STATUS: Record<PaymentState, 'active' | 'completed' | 'paymentPending' | 'refused' | 'canceled' | 'expired'> = {
  RedirectShopper: 'active',
  ChallengeShopper: 'active',
  PresentToShopper: 'paymentPending',
  Pending: 'paymentPending',
  Authorised: 'completed',
  Refused: 'refused',
  Cancelled: 'canceled',
  Expired: 'expired',
};

const FINAL_BY_OUTCOME: Record<Exclude<ShopperOutcome, 'challenge'>, { state: PaymentState; refusalReason: string | null }> = {
  authorise: { state: 'Authorised', refusalReason: null },
  'complete-challenge': { state: 'Authorised', refusalReason: null },
  refuse: { state: 'Refused', refusalReason: 'Refused' },
  cancel: { state: 'Cancelled', refusalReason: 'Cancelled' },
  pending: { state: 'Pending', refusalReason: null },
};

export interface LedgerOptions {
  merchantAccount: string;
  /** Called for every webhook the ledger queues (the queue and delivery live with the caller). */
  notify: (item: UnsignedItem) => void;
  now?: () => Date;
  /** Random tokens (redirectResult); injectable so unit tests are repeatable. */
  token?: () => string;
}

const randomToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');

export function createPaymentLedger({ merchantAccount, notify, now = () => new Date(), token = randomToken }: LedgerOptions) {
  const payments = new Map<string, StandInPayment>();
  const byRedirectResult = new Map<string, string>();
  const bySessionId = new Map<string, string>();
  const idempotent = new Map<string, ApiAnswer>();
  let sequence = 0;

  /** 16 characters like Adyen's, deterministic per start: LOCAL + 11 digits. */
  const nextPspReference = () => `LOCAL${String(++sequence).padStart(11, '0')}`;

  const queue = (payment: StandInPayment, eventCode: string, success: boolean, extra: Partial<UnsignedItem> = {}) => {
    payment.notifications.push(eventCode);
    notify({
      amount: payment.amount,
      eventCode,
      eventDate: now().toISOString(),
      merchantAccountCode: payment.merchantAccount,
      merchantReference: payment.merchantReference,
      pspReference: payment.pspReference,
      paymentMethod: payment.method,
      reason: payment.refusalReason ?? '',
      success: success ? 'true' : 'false',
      ...extra,
    });
  };

  /** What /payments/details (and an immediate /payments outcome) says about a payment. */
  const resultOf = (payment: StandInPayment) => ({
    resultCode: payment.state === 'Expired' ? 'Cancelled' : payment.state,
    pspReference: payment.pspReference,
    merchantReference: payment.merchantReference,
    amount: payment.amount,
    paymentMethod: { type: payment.method },
    ...(payment.refusalReason ? { refusalReason: payment.refusalReason } : {}),
  });

  const wrongAccount = (account: string) => (account === merchantAccount ? null : serviceError(403, '901', 'Invalid Merchant Account', 'security'));

  /** An answer remembered under its Idempotency-Key: the same key again gets the first answer. */
  const onceFor = (key: string | undefined, answer: () => ApiAnswer): ApiAnswer => {
    if (key === undefined) return answer();
    const known = idempotent.get(key);
    if (known) return known;
    const fresh = answer();
    // Adyen keeps only answers it processed; a refused request may be sent again with the same key.
    if (fresh.status < 500) idempotent.set(key, fresh);
    return fresh;
  };

  const createPayment = (request: v.InferOutput<typeof PaymentRequestSchema>, shopperPageBase: string): ApiAnswer => {
    const refused = wrongAccount(request.merchantAccount);
    if (refused) return refused;
    const method = request.paymentMethod.type;
    const needs = DETAILS_REQUIRED[method];
    if (needs && !needs.some((field) => typeof request.paymentMethod[field] === 'string')) {
      // What Adyen answers a card or wallet payment without its details.
      return serviceError(422, '000', 'Please supply paymentDetails', 'validation');
    }
    if (!isOffered(method, request.countryCode, request.amount.currency)) {
      return serviceError(
        422,
        '905',
        `Payment details are not supported: ${method} in ${request.countryCode ?? '?'} ${request.amount.currency}`,
        'configuration',
      );
    }
    const pspReference = nextPspReference();
    const created = now();
    const payment: StandInPayment = {
      pspReference,
      merchantReference: request.reference,
      merchantAccount: request.merchantAccount,
      amount: request.amount,
      method,
      countryCode: request.countryCode ?? null,
      shopperLocale: request.shopperLocale ?? null,
      shopperEmail: request.shopperEmail ?? null,
      returnUrl: request.returnUrl,
      state: 'RedirectShopper',
      refusalReason: null,
      redirectResult: null,
      voucher: null,
      session: null,
      createdAt: created.toISOString(),
      notifications: [],
    };
    payments.set(pspReference, payment);
    if (method === 'multibanco') {
      payment.state = 'PresentToShopper';
      // Nine digits, unique per payment, as Multibanco references are.
      payment.voucher = {
        entity: MULTIBANCO_ENTITY,
        reference: String(100_000_000 + sequence * 7919).slice(-9),
        expiresAt: new Date(created.getTime() + VOUCHER_LIFETIME_MS).toISOString(),
      };
      return {
        status: 200,
        body: {
          resultCode: 'PresentToShopper',
          pspReference,
          merchantReference: request.reference,
          action: {
            type: 'voucher',
            paymentMethodType: 'multibanco',
            ...payment.voucher,
            merchantReference: request.reference,
            totalAmount: request.amount,
            initialAmount: request.amount,
          },
        },
      };
    }
    return {
      status: 200,
      body: {
        resultCode: 'RedirectShopper',
        pspReference,
        merchantReference: request.reference,
        action: { type: 'redirect', paymentMethodType: method, method: 'GET', url: `${shopperPageBase}/${pspReference}` },
      },
    };
  };

  /**
   * A Hosted Checkout session. Adyen creates the payment when the shopper pays on its page; the stand-in
   * keeps one waiting payment per session (its pspReference names the shopper page), which changes nothing
   * the shop can see: the pspReference reaches the shop only with the webhook and the session's result.
   */
  const createSession = (request: v.InferOutput<typeof SessionRequestSchema>, shopperPageBase: string): ApiAnswer => {
    const refused = wrongAccount(request.merchantAccount);
    if (refused) return refused;
    if (request.mode !== 'hosted') return validationError('The stand-in serves Hosted Checkout sessions (mode hosted) only');
    const method = request.allowedPaymentMethods?.[0] ?? 'scheme';
    const unoffered = (request.allowedPaymentMethods ?? [method]).find((type) => !isOffered(type, request.countryCode, request.amount.currency));
    if (unoffered) {
      return serviceError(
        422,
        '905',
        `Payment details are not supported: ${unoffered} in ${request.countryCode ?? '?'} ${request.amount.currency}`,
        'configuration',
      );
    }
    const pspReference = nextPspReference();
    const created = now();
    const sessionId = `CS${pspReference.slice('LOCAL'.length)}${token()
      .slice(0, 8)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '0')}`;
    const expiresAt = new Date(created.getTime() + SESSION_LIFETIME_MS).toISOString();
    payments.set(pspReference, {
      pspReference,
      merchantReference: request.reference,
      merchantAccount: request.merchantAccount,
      amount: request.amount,
      method,
      countryCode: request.countryCode ?? null,
      shopperLocale: request.shopperLocale ?? null,
      shopperEmail: request.shopperEmail ?? null,
      returnUrl: request.returnUrl,
      state: 'RedirectShopper',
      refusalReason: null,
      redirectResult: null,
      voucher: null,
      session: { id: sessionId, result: null },
      createdAt: created.toISOString(),
      notifications: [],
    });
    bySessionId.set(sessionId, pspReference);
    return {
      status: 201,
      body: {
        id: sessionId,
        mode: 'hosted',
        url: `${shopperPageBase}/${pspReference}`,
        sessionData: token(),
        expiresAt,
        merchantAccount: request.merchantAccount,
        reference: request.reference,
        amount: request.amount,
        returnUrl: request.returnUrl,
        ...(request.countryCode ? { countryCode: request.countryCode } : {}),
        ...(request.shopperLocale ? { shopperLocale: request.shopperLocale } : {}),
        ...(request.allowedPaymentMethods ? { allowedPaymentMethods: request.allowedPaymentMethods } : {}),
      },
    };
  };

  return {
    payment: (pspReference: string) => payments.get(pspReference) ?? null,

    sessions(request: v.InferOutput<typeof SessionRequestSchema>, shopperPageBase: string, idempotencyKey?: string): ApiAnswer {
      return onceFor(idempotencyKey, () => createSession(request, shopperPageBase));
    },

    /** GET /sessions/{id}?sessionResult=…: the status, with the reference and, once authorised, the payment. */
    sessionResult(sessionId: string, sessionResult: string | null): ApiAnswer {
      const pspReference = bySessionId.get(sessionId);
      const payment = pspReference ? payments.get(pspReference) : undefined;
      if (!payment?.session) return serviceError(422, '000', `Invalid sessionId ${sessionId}`, 'validation');
      if (!sessionResult || payment.session.result !== sessionResult) return serviceError(422, '000', 'Invalid sessionResult', 'validation');
      const status = SESSION_STATUS[payment.state];
      return {
        status: 200,
        body: {
          id: sessionId,
          status,
          reference: payment.merchantReference,
          ...(status === 'completed'
            ? {
                payments: [
                  { pspReference: payment.pspReference, resultCode: 'Authorised', amount: payment.amount, paymentMethod: { type: payment.method } },
                ],
              }
            : {}),
        },
      };
    },

    paymentMethods(request: v.InferOutput<typeof PaymentMethodsRequestSchema>) {
      return wrongAccount(request.merchantAccount);
    },

    payments(request: v.InferOutput<typeof PaymentRequestSchema>, shopperPageBase: string, idempotencyKey?: string): ApiAnswer {
      return onceFor(idempotencyKey, () => createPayment(request, shopperPageBase));
    },

    /**
     * The shopper's choice on the payment page: the payment's new state and, when the shopper goes back
     * to the shop, the URL to send them to (returnUrl with redirectResult). null when it is not waiting.
     */
    shopperChoice(pspReference: string, outcome: ShopperOutcome): { state: PaymentState; returnTo: string | null } | null {
      const payment = payments.get(pspReference);
      if (!payment || (payment.state !== 'RedirectShopper' && payment.state !== 'ChallengeShopper')) return null;
      if (outcome === 'challenge') {
        payment.state = 'ChallengeShopper';
        return { state: payment.state, returnTo: null };
      }
      if (outcome === 'complete-challenge' && payment.state !== 'ChallengeShopper') return null;
      const final = FINAL_BY_OUTCOME[outcome];
      payment.state = final.state;
      payment.refusalReason = final.refusalReason;
      if (final.state !== 'Pending') queue(payment, 'AUTHORISATION', final.state === 'Authorised');
      const returnTo = new URL(payment.returnUrl);
      if (payment.session) {
        // Hosted Checkout returns the session and a result token for GET /sessions/{id}.
        payment.session.result = token();
        returnTo.searchParams.set('sessionId', payment.session.id);
        returnTo.searchParams.set('sessionResult', payment.session.result);
      } else {
        payment.redirectResult = token();
        byRedirectResult.set(payment.redirectResult, pspReference);
        returnTo.searchParams.set('redirectResult', payment.redirectResult);
      }
      return { state: payment.state, returnTo: returnTo.href };
    },

    details(request: v.InferOutput<typeof PaymentDetailsRequestSchema>, idempotencyKey?: string): ApiAnswer {
      return onceFor(idempotencyKey, () => {
        const pspReference = byRedirectResult.get(request.details.redirectResult);
        const payment = pspReference ? payments.get(pspReference) : undefined;
        if (!payment) return validationError('Invalid payload provided: unknown redirectResult');
        return { status: 200, body: resultOf(payment) };
      });
    },

    cancel(pspReference: string, request: v.InferOutput<typeof CancelRequestSchema>, idempotencyKey?: string): ApiAnswer {
      return onceFor(idempotencyKey, () => {
        const refused = wrongAccount(request.merchantAccount);
        if (refused) return refused;
        const payment = payments.get(pspReference);
        if (!payment) return serviceError(422, '167', 'Original pspReference required for this operation', 'validation');
        if (payment.state !== 'Authorised' && payment.state !== 'Pending') {
          return serviceError(422, '167', `Payment ${pspReference} is ${payment.state} and cannot be cancelled`, 'validation');
        }
        payment.state = 'Cancelled';
        const cancelReference = nextPspReference();
        queue(payment, 'CANCELLATION', true, { pspReference: cancelReference, originalReference: pspReference, reason: '' });
        return {
          status: 201,
          body: {
            merchantAccount: payment.merchantAccount,
            paymentPspReference: pspReference,
            pspReference: cancelReference,
            reference: request.reference ?? payment.merchantReference,
            status: 'received',
          },
        };
      });
    },

    /** Test switch: a pending payment (or an open voucher) is authorised later, as a bank would confirm it. */
    authoriseLater(pspReference: string): StandInPayment | null {
      const payment = payments.get(pspReference);
      if (!payment || (payment.state !== 'Pending' && payment.state !== 'PresentToShopper')) return null;
      payment.state = 'Authorised';
      queue(payment, 'AUTHORISATION', true);
      return payment;
    },

    /** Test switch: a voucher nobody paid expires; Adyen closes the offer. */
    expire(pspReference: string): StandInPayment | null {
      const payment = payments.get(pspReference);
      if (payment?.state !== 'PresentToShopper') return null;
      payment.state = 'Expired';
      queue(payment, 'OFFER_CLOSED', true);
      return payment;
    },
  };
}
