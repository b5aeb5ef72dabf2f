// The Adyen stand-in's HTTP face, mounted by services-server.ts under /adyen:
//   POST /adyen/v71/paymentMethods              methods of the merchant account for countryCode/amount (method-table.ts)
//   POST /adyen/v71/payments                    a payment: redirect action to the shopper page, or a voucher
//   POST /adyen/v71/payments/details            the outcome by redirectResult
//   POST /adyen/v71/sessions                    a Hosted Checkout session (mode hosted): url of the shopper page
//   GET  /adyen/v71/sessions/{id}?sessionResult= the session's status after the shopper's return
//   POST /adyen/v71/payments/{psp}/cancels      cancel an authorised or pending payment
//   GET|POST /adyen/hpp/{psp}                   the shopper page (shopper-page.ts) and its buttons
//   GET  /adyen/__payments/{psp}                test only: the payment as the stand-in knows it, with its state
//   POST /adyen/__payments/{psp}/authorise      test only: a pending payment or voucher authorised later
//   POST /adyen/__payments/{psp}/expire         test only: an unpaid voucher expires
//   GET  /adyen/__notifications?pspReference=…  test only: the signed webhooks queued (all, or of one payment)
// The Checkout API checks `X-API-Key` (401 without the right one) and the merchant account (403), answers
// Adyen's ServiceError bodies, and remembers answers by `Idempotency-Key`. Later API versions (v72…) are
// served the same way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import type { AdyenAccount } from './adyen-config.ts';
import { methodsFor } from './method-table.ts';
import { deliverNotification, type NotificationRequest, signedNotification, type UnsignedItem } from './notifications.ts';
import {
  type ApiAnswer,
  CancelRequestSchema,
  createPaymentLedger,
  PaymentDetailsRequestSchema,
  PaymentMethodsRequestSchema,
  PaymentRequestSchema,
  SessionRequestSchema,
  serviceError,
  validationError,
} from './payment-ledger.ts';
import { challengePage, finishedPage, isShopperOutcome, shopperPage, type ShopperPageFacts } from './shopper-page.ts';

const MAX_BODY_BYTES = 64 * 1024;
const OLDEST_API_VERSION = 71;

export interface AdyenStandInOptions {
  account: AdyenAccount;
  /** Where webhooks are POSTed (the worker's notification endpoint); none: only queued for tests. */
  notifyUrl?: string | undefined;
  log?: (line: string) => void;
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += Buffer.byteLength(chunk);
    if (size <= MAX_BODY_BYTES) chunks.push(Buffer.from(chunk));
  }
  return size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8');
}

const sendJson = (response: ServerResponse, { status, body }: ApiAnswer) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

const sendHtml = (response: ServerResponse, status: number, html: string) => {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
};

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** A JSON body checked against a schema; an Adyen validation error otherwise. */
async function parsedBody<S extends v.GenericSchema>(request: IncomingMessage, schema: S): Promise<v.InferOutput<S> | ApiAnswer> {
  const text = await readBody(request);
  if (text === null) return serviceError(413, '000', `Request body larger than ${MAX_BODY_BYTES} bytes`, 'validation');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return serviceError(400, '000', 'Malformed JSON: the request body could not be parsed', 'validation');
  }
  const parsed = v.safeParse(schema, json);
  return parsed.success ? parsed.output : validationError(`Structure of request is invalid: ${v.summarize(parsed.issues)}`);
}

const isAnswer = (value: unknown): value is ApiAnswer => typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

export function createAdyenStandIn({ account, notifyUrl, log = (line) => process.stderr.write(`${line}\n`) }: AdyenStandInOptions) {
  const queued: NotificationRequest[] = [];
  /** Signing is async; chained so the queue keeps the order in which outcomes happened. */
  let signing: Promise<void> = Promise.resolve();
  const notify = (item: UnsignedItem) => {
    signing = signing.then(async () => {
      const notification = await signedNotification(account.hmacKey, item);
      queued.push(notification);
      if (notifyUrl) void deliverNotification(notification, { url: notifyUrl, log });
    });
  };
  const ledger = createPaymentLedger({ merchantAccount: account.merchantAccount, notify });

  const facts = (pspReference: string): ShopperPageFacts | null => {
    const payment = ledger.payment(pspReference);
    return payment && { pspReference, merchantReference: payment.merchantReference, method: payment.method, amount: payment.amount };
  };

  const checkoutApi = async (operation: string, request: IncomingMessage, response: ServerResponse, url: URL) => {
    const session = /^sessions\/([A-Za-z0-9]+)$/.exec(operation);
    const expected = session ? 'GET' : 'POST';
    if (request.method !== expected) return sendJson(response, serviceError(405, '000', `Use ${expected}`, 'validation'));
    if (header(request, 'x-api-key') !== account.apiKey) {
      return sendJson(response, serviceError(401, '000', 'HTTP Status Response - Unauthorized', 'security'));
    }
    const shopperPageBase = `http://${header(request, 'host') ?? '127.0.0.1'}/adyen/hpp`;
    if (session?.[1] !== undefined) return sendJson(response, ledger.sessionResult(session[1], url.searchParams.get('sessionResult')));
    const idempotencyKey = header(request, 'idempotency-key');
    const cancels = /^payments\/([A-Za-z0-9]+)\/cancels$/.exec(operation);
    if (operation === 'paymentMethods') {
      const body = await parsedBody(request, PaymentMethodsRequestSchema);
      if (isAnswer(body)) return sendJson(response, body);
      const refused = ledger.paymentMethods(body);
      return sendJson(response, refused ?? { status: 200, body: { paymentMethods: methodsFor(body.countryCode, body.amount?.currency) } });
    }
    if (operation === 'payments') {
      const body = await parsedBody(request, PaymentRequestSchema);
      if (isAnswer(body)) return sendJson(response, body);
      return sendJson(response, ledger.payments(body, shopperPageBase, idempotencyKey));
    }
    if (operation === 'sessions') {
      const body = await parsedBody(request, SessionRequestSchema);
      return sendJson(response, isAnswer(body) ? body : ledger.sessions(body, shopperPageBase, idempotencyKey));
    }
    if (operation === 'payments/details') {
      const body = await parsedBody(request, PaymentDetailsRequestSchema);
      return sendJson(response, isAnswer(body) ? body : ledger.details(body, idempotencyKey));
    }
    if (cancels?.[1] !== undefined) {
      const body = await parsedBody(request, CancelRequestSchema);
      return sendJson(response, isAnswer(body) ? body : ledger.cancel(cancels[1], body, idempotencyKey));
    }
    return sendJson(response, serviceError(404, '000', `No Checkout API operation ${operation}`, 'validation'));
  };

  const shopperPageRoute = async (pspReference: string, request: IncomingMessage, response: ServerResponse) => {
    const known = facts(pspReference);
    const payment = ledger.payment(pspReference);
    if (!known || !payment)
      return sendHtml(response, 404, '<!doctype html><html lang="en"><title>Unknown payment</title><h1>Unknown payment</h1></html>');
    if (request.method === 'GET') {
      if (payment.state === 'RedirectShopper') return sendHtml(response, 200, shopperPage(known));
      if (payment.state === 'ChallengeShopper') return sendHtml(response, 200, challengePage(known));
      return sendHtml(response, 409, finishedPage(known, payment.state));
    }
    if (request.method !== 'POST') return sendHtml(response, 405, finishedPage(known, payment.state));
    const outcome = new URLSearchParams((await readBody(request)) ?? '').get('outcome') ?? '';
    const choice = isShopperOutcome(outcome) ? ledger.shopperChoice(pspReference, outcome) : null;
    if (!choice) return sendHtml(response, 409, finishedPage(known, payment.state));
    if (choice.returnTo === null) return sendHtml(response, 200, challengePage(known));
    response.writeHead(303, { location: choice.returnTo, 'cache-control': 'no-store' });
    response.end();
  };

  const testSwitch = async (pspReference: string, action: string | undefined, request: IncomingMessage, response: ServerResponse) => {
    if (action === undefined) {
      if (request.method !== 'GET') return sendJson(response, serviceError(405, '000', 'Use GET', 'validation'));
      const payment = ledger.payment(pspReference);
      return sendJson(response, payment ? { status: 200, body: payment } : serviceError(404, '000', `Unknown payment ${pspReference}`, 'validation'));
    }
    if (request.method !== 'POST') return sendJson(response, serviceError(405, '000', 'Use POST', 'validation'));
    const changed = action === 'authorise' ? ledger.authoriseLater(pspReference) : action === 'expire' ? ledger.expire(pspReference) : null;
    await signing;
    return sendJson(
      response,
      changed ? { status: 200, body: changed } : serviceError(409, '000', `Cannot ${action} payment ${pspReference} now`, 'validation'),
    );
  };

  /** Handles a request whose path starts with /adyen/. */
  return async function adyenStandIn(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice('/adyen'.length);
    const api = /^\/v(\d+)\/(.+)$/.exec(path);
    const hpp = /^\/hpp\/([A-Za-z0-9]+)$/.exec(path);
    const switches = /^\/__payments\/([A-Za-z0-9]+)(?:\/(authorise|expire))?$/.exec(path);
    if (api?.[1] !== undefined && api[2] !== undefined && Number(api[1]) >= OLDEST_API_VERSION) return checkoutApi(api[2], request, response, url);
    if (hpp?.[1] !== undefined) return shopperPageRoute(hpp[1], request, response);
    if (switches?.[1] !== undefined) return testSwitch(switches[1], switches[2], request, response);
    if (path === '/__notifications') {
      await signing;
      const psp = url.searchParams.get('pspReference');
      const items =
        psp === null
          ? queued
          : queued.filter((n) =>
              n.notificationItems.some((i) => [i.NotificationRequestItem.pspReference, i.NotificationRequestItem.originalReference].includes(psp)),
            );
      return sendJson(response, { status: 200, body: items });
    }
    return sendJson(response, serviceError(404, '000', `Path ${url.pathname} not served by the Adyen stand-in`, 'validation'));
  };
}
