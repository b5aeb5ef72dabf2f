// The Adyen stand-in over HTTP, as the services server serves it: the API key check, the shopper page's
// form and redirect, the test switches, and webhooks delivered to a notify URL.
import { createServer, type Server } from 'node:http';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAdyenHmac } from '../../../src/domain/payment/adyen-hmac.ts';
import { startServicesServer, type ServicesServer } from '../services-server.ts';
import { LOCAL_ADYEN_API_KEY, LOCAL_ADYEN_HMAC_KEY, LOCAL_ADYEN_MERCHANT_ACCOUNT } from './adyen-config.ts';
import type { NotificationRequest } from './notifications.ts';

let services: ServicesServer;
let shop: Server;
const delivered: NotificationRequest[] = [];

beforeAll(async () => {
  // The shop's webhook endpoint: accepts what it gets, as the worker does after verifying it.
  shop = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      delivered.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.end('[accepted]');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', () => resolve()));
  const address = shop.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  services = await startServicesServer({ port: 0, adyenNotifyUrl: `http://127.0.0.1:${port}/notify` });
});
afterAll(async () => {
  await services.close();
  await new Promise<void>((resolve) => shop.close(() => resolve()));
});

const api = (operation: string, body: unknown, headers: Record<string, string> = { 'x-api-key': LOCAL_ADYEN_API_KEY }) =>
  fetch(`${services.url}/adyen/v71/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const payment = {
  merchantAccount: LOCAL_ADYEN_MERCHANT_ACCOUNT,
  amount: { currency: 'EUR', value: 1000 },
  reference: 'R-1',
  paymentMethod: { type: 'paypal' },
  returnUrl: 'http://shop.example/back',
  countryCode: 'DE',
};

const RedirectSchema = v.object({
  resultCode: v.literal('RedirectShopper'),
  pspReference: v.string(),
  action: v.object({ url: v.string(), method: v.literal('GET') }),
});

/** A redirect payment as the stand-in answers it (the schema fails the test on any other answer). */
const createRedirect = async (body: unknown, headers?: Record<string, string>) =>
  v.parse(RedirectSchema, await (await api('payments', body, headers)).json());

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 50 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('Adyen stand-in over HTTP', () => {
  it('refuses a missing or wrong X-API-Key with 401 as Adyen does', async () => {
    const wrongKeys: Record<string, string>[] = [{}, { 'x-api-key': 'wrong' }];
    for (const headers of wrongKeys) {
      const response = await api('paymentMethods', { merchantAccount: LOCAL_ADYEN_MERCHANT_ACCOUNT }, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' });
    }
  });

  it('answers a malformed request with a 422 validation error', async () => {
    const response = await api('payments', { merchantAccount: LOCAL_ADYEN_MERCHANT_ACCOUNT, amount: { currency: 'EUR' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errorType: 'validation' });
  });

  it('serves the shopper page, returns the shopper with a redirectResult, and delivers the signed webhook', async () => {
    const created = await createRedirect(payment, { 'x-api-key': LOCAL_ADYEN_API_KEY, 'idempotency-key': 'k1' });
    const page = await fetch(created.action.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('>Authorise</button>');
    const back = await fetch(created.action.url, { method: 'POST', body: new URLSearchParams({ outcome: 'authorise' }), redirect: 'manual' });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://shop.example/back');
    const details = await (await api('payments/details', { details: { redirectResult: location.searchParams.get('redirectResult') } })).json();
    expect(details).toMatchObject({ resultCode: 'Authorised', pspReference: created.pspReference, merchantReference: 'R-1' });
    // The page is spent: the payment is finished.
    expect((await fetch(created.action.url)).status).toBe(409);

    await until(() => delivered.length > 0);
    const item = delivered[0]?.notificationItems[0]?.NotificationRequestItem;
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: created.pspReference,
      merchantAccountCode: LOCAL_ADYEN_MERCHANT_ACCOUNT,
    });
    expect(item && (await verifyAdyenHmac(LOCAL_ADYEN_HMAC_KEY, item, item.additionalData.hmacSignature))).toBe(true);
    const queued = await (await fetch(`${services.url}/adyen/__notifications?pspReference=${created.pspReference}`)).json();
    expect(queued).toEqual([delivered[0]]);
  });

  it('shows every payment with its state, and authorises a pending one later by the test switch', async () => {
    const created = await createRedirect({ ...payment, reference: 'R-2' });
    await fetch(created.action.url, { method: 'POST', body: new URLSearchParams({ outcome: 'pending' }), redirect: 'manual' });
    expect(await (await fetch(`${services.url}/adyen/__payments/${created.pspReference}`)).json()).toMatchObject({
      state: 'Pending',
      merchantReference: 'R-2',
    });
    const authorised = await fetch(`${services.url}/adyen/__payments/${created.pspReference}/authorise`, { method: 'POST' });
    expect(await authorised.json()).toMatchObject({ state: 'Authorised' });
    expect((await fetch(`${services.url}/adyen/__payments/${created.pspReference}/authorise`, { method: 'POST' })).status).toBe(409);
    expect((await fetch(`${services.url}/adyen/__payments/NOPE`)).status).toBe(404);
  });

  it('serves a Hosted Checkout session: its page, the return with sessionId and sessionResult, and GET /sessions/{id} with the API key', async () => {
    const response = await api('sessions', {
      merchantAccount: LOCAL_ADYEN_MERCHANT_ACCOUNT,
      amount: { currency: 'EUR', value: 1000 },
      reference: 'R-3',
      returnUrl: 'http://shop.example/back',
      countryCode: 'DE',
      mode: 'hosted',
      allowedPaymentMethods: ['scheme'],
    });
    expect(response.status).toBe(201);
    const session = v.parse(v.object({ id: v.string(), url: v.string() }), await response.json());
    expect(await (await fetch(session.url)).text()).toContain('>3-D Secure</button>');
    const back = await fetch(session.url, { method: 'POST', body: new URLSearchParams({ outcome: 'authorise' }), redirect: 'manual' });
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.searchParams.get('sessionId')).toBe(session.id);
    const result = (headers: Record<string, string>, sessionResult = location.searchParams.get('sessionResult') ?? '') =>
      fetch(`${services.url}/adyen/v71/sessions/${session.id}?${new URLSearchParams({ sessionResult })}`, { headers });
    expect((await result({})).status).toBe(401);
    expect((await result({ 'x-api-key': LOCAL_ADYEN_API_KEY }, 'wrong')).status).toBe(422);
    const answer = await result({ 'x-api-key': LOCAL_ADYEN_API_KEY });
    expect(await answer.json()).toMatchObject({ id: session.id, status: 'completed', reference: 'R-3' });
    expect((await api(`sessions/${session.id}`, {})).status).toBe(405);
  });
});
