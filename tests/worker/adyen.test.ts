// The worker's Adyen adapter against the local Adyen stand-in (Checkout API v71, its shopper page and
// signed webhooks), and the webhook endpoint `POST /api/payments/adyen/notifications`.
import { env, exports } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { adyenCreatePayment, AdyenError, adyenPaymentDetails, adyenPaymentMethods } from '../../src/worker/services/payments/adyen.ts';
import { adyenCreateHostedSession, adyenSessionResult } from '../../src/worker/services/payments/adyen-sessions.ts';
import * as v from 'valibot';
import { AdyenNotificationRequestSchema, verifiedNotifications } from '../../src/worker/services/payments/adyen-notification.ts';

const adyenUrl = () => `${inject('servicesUrl')}/adyen`;
const RETURN_URL = 'http://sk.localhost/checkout/payment-return';
let attempt = 0;

const pay = (method: string, countryCode = 'SK', currency = 'EUR') =>
  adyenCreatePayment(env, {
    reference: `TEST-${method}-${++attempt}`,
    amount: { currency, value: 24_990 },
    method,
    returnUrl: RETURN_URL,
    countryCode,
    shopperLocale: 'sk-SK',
    shopperEmail: 'shopper@example.com',
    idempotencyKey: crypto.randomUUID(),
  });

/** What the shopper's browser does on the stand-in's page: press a button, follow the redirect home. */
async function press(pageUrl: string, outcome: string): Promise<Response> {
  return fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
}

async function redirectResultAfter(outcome: string, ...before: string[]): Promise<{ redirectResult: string; pspReference: string }> {
  const payment = await pay('paypal');
  expect(payment).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect' } });
  if (payment.action?.type !== 'redirect' || !payment.pspReference) throw new Error('no redirect');
  for (const step of before) expect((await press(payment.action.url, step)).status).toBe(200);
  const back = await press(payment.action.url, outcome);
  expect(back.status).toBe(303);
  const location = new URL(back.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
  return { redirectResult: location.searchParams.get('redirectResult') ?? '', pspReference: payment.pspReference };
}

interface QueuedNotification {
  live: string;
  notificationItems: {
    NotificationRequestItem: { eventCode: string; success: string; pspReference: string; additionalData: { hmacSignature: string } };
  }[];
}

const queued = async (pspReference: string): Promise<QueuedNotification[]> =>
  (await fetch(`${adyenUrl()}/__notifications?pspReference=${pspReference}`)).json();

/** Adyen's webhook call: a server, so no Origin and no Sec-Fetch-Site. */
const deliver = (body: string, contentType = 'application/json') =>
  exports.default.fetch(
    new Request('http://sk.localhost/api/payments/adyen/notifications', { method: 'POST', headers: { 'content-type': contentType }, body }),
  );

describe('Adyen adapter against the stand-in', () => {
  it('offers the methods of each country: Multibanco in Portugal, iDEAL in the Netherlands, neither in Slovakia', async () => {
    const methods = (countryCode: string, currency = 'EUR') =>
      adyenPaymentMethods(env, { countryCode, amount: { currency, value: 10_000 }, shopperLocale: 'en-GB' });
    expect(await methods('PT')).toEqual(expect.arrayContaining(['scheme', 'paypal', 'multibanco']));
    expect(await methods('NL')).toEqual(expect.arrayContaining(['scheme', 'ideal', 'klarna']));
    const slovak = await methods('SK');
    expect(slovak).toContain('scheme');
    expect(slovak).not.toContain('multibanco');
    expect(slovak).not.toContain('ideal');
  });

  it('gives a PayPal payment a redirect to the shopper page; Authorise there reads back as Authorised', async () => {
    const { redirectResult, pspReference } = await redirectResultAfter('authorise');
    expect(await adyenPaymentDetails(env, { redirectResult })).toEqual({
      resultCode: 'Authorised',
      pspReference,
      merchantReference: expect.stringMatching(/^TEST-paypal-/),
      action: null,
    });
    const known = await (await fetch(`${adyenUrl()}/__payments/${pspReference}`)).json();
    expect(known).toMatchObject({
      state: 'Authorised',
      method: 'paypal',
      amount: { currency: 'EUR', value: 24_990 },
      shopperEmail: 'shopper@example.com',
    });
  });

  it('reads Refuse as Refused, Cancel as Cancelled and the completed 3-D Secure challenge as Authorised', async () => {
    expect(await adyenPaymentDetails(env, await redirectResultAfter('refuse'))).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
    expect(await adyenPaymentDetails(env, await redirectResultAfter('cancel'))).toMatchObject({ resultCode: 'Cancelled' });
    expect(await adyenPaymentDetails(env, await redirectResultAfter('pending'))).toMatchObject({ resultCode: 'Pending' });
    expect(await adyenPaymentDetails(env, await redirectResultAfter('complete-challenge', 'challenge'))).toMatchObject({ resultCode: 'Authorised' });
  });

  it('is refused by the stand-in, as by Adyen, when a card, Apple Pay or Google Pay goes to /payments without card data or token (422)', async () => {
    for (const method of ['scheme', 'applepay', 'googlepay']) {
      await expect(pay(method)).rejects.toMatchObject({
        name: 'AdyenError',
        status: 422,
        message: expect.stringContaining('Please supply paymentDetails'),
      });
    }
  });

  it('pays a card on a Hosted Checkout session: its page returns sessionId and sessionResult, read back as completed with the pspReference', async () => {
    const reference = `TEST-hosted-${++attempt}`;
    const request = {
      reference,
      amount: { currency: 'EUR', value: 24_990 },
      method: 'scheme',
      returnUrl: RETURN_URL,
      countryCode: 'SK',
      shopperLocale: 'sk-SK',
      idempotencyKey: crypto.randomUUID(),
    };
    const session = await adyenCreateHostedSession(env, request);
    expect(await adyenCreateHostedSession(env, request)).toEqual(session);
    const back = await press(session.url, 'authorise');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
    expect(location.searchParams.get('sessionId')).toBe(session.id);
    const sessionResult = location.searchParams.get('sessionResult') ?? '';
    const result = await adyenSessionResult(env, { sessionId: session.id, sessionResult });
    expect(result).toEqual({ status: 'completed', reference, pspReference: expect.stringMatching(/^LOCAL/) });
    await expect(adyenSessionResult(env, { sessionId: session.id, sessionResult: `${sessionResult}x` })).rejects.toMatchObject({ status: 422 });
    const [notification] = await queued(result.pspReference ?? '');
    expect(notification?.notificationItems[0]?.NotificationRequestItem).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      merchantReference: reference,
    });
  });

  it('answers Multibanco in Portugal as Received with a voucher (entity, reference, expiry)', async () => {
    const payment = await pay('multibanco', 'PT');
    expect(payment).toEqual({
      resultCode: 'Received',
      pspReference: expect.any(String),
      merchantReference: expect.stringMatching(/^TEST-multibanco-/),
      action: {
        type: 'voucher',
        entity: expect.stringMatching(/^\d{5}$/),
        reference: expect.stringMatching(/^\d{9}$/),
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        merchantReference: payment.merchantReference,
      },
    });
  });

  it('returns the first answer for a repeated Idempotency-Key instead of a second payment', async () => {
    const request = {
      reference: 'TEST-idem',
      amount: { currency: 'EUR', value: 100 },
      method: 'paypal',
      returnUrl: RETURN_URL,
      countryCode: 'SK',
      shopperLocale: 'sk-SK',
      idempotencyKey: crypto.randomUUID(),
    };
    const [first, second] = await Promise.all([adyenCreatePayment(env, request), adyenCreatePayment(env, request)]);
    expect(second.pspReference).toBe(first.pspReference);
  });

  it('throws AdyenError when Adyen refuses the request: a wrong API key (401), a method not offered there (422)', async () => {
    await expect(
      adyenCreatePayment(
        { ...env, ADYEN_API_KEY: 'wrong' },
        {
          reference: 'x',
          amount: { currency: 'EUR', value: 1 },
          method: 'scheme',
          returnUrl: RETURN_URL,
          countryCode: 'SK',
          shopperLocale: 'sk-SK',
          idempotencyKey: crypto.randomUUID(),
        },
      ),
    ).rejects.toMatchObject({ name: 'AdyenError', status: 401 });
    await expect(pay('ideal', 'SK')).rejects.toBeInstanceOf(AdyenError);
    expect(
      await adyenPaymentMethods({ ...env, ADYEN_API_KEY: '' }, { countryCode: 'SK', amount: { currency: 'EUR', value: 1 }, shopperLocale: 'sk-SK' }),
    ).toEqual([]);
  });
});

describe('POST /api/payments/adyen/notifications', () => {
  it('accepts a notification from the stand-in, signed with the shared HMAC key, without an Origin', async () => {
    const { pspReference } = await redirectResultAfter('authorise');
    const [notification] = await queued(pspReference);
    expect(notification?.notificationItems[0]?.NotificationRequestItem).toMatchObject({ eventCode: 'AUTHORISATION', success: 'true', pspReference });
    const response = await deliver(JSON.stringify(notification));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('[accepted]');
  });

  it('refuses with 401 a notification whose signature or signed field was changed', async () => {
    const { pspReference } = await redirectResultAfter('refuse');
    const [notification] = await queued(pspReference);
    const item = notification?.notificationItems[0]?.NotificationRequestItem;
    if (!notification || !item) throw new Error('no notification queued');
    const signature = item.additionalData.hmacSignature;
    const oneByteOff = `${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`;
    const forged = structuredClone(notification);
    const forgedItem = forged.notificationItems[0]?.NotificationRequestItem;
    if (!forgedItem) throw new Error('no item');
    forgedItem.additionalData.hmacSignature = oneByteOff;
    const refused = await deliver(JSON.stringify(forged));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });

    const flipped = structuredClone(notification);
    const flippedItem = flipped.notificationItems[0]?.NotificationRequestItem;
    if (!flippedItem) throw new Error('no item');
    flippedItem.success = 'true';
    expect((await deliver(JSON.stringify(flipped))).status).toBe(401);
    // A batch with one good and one forged item is refused whole.
    expect(
      (await deliver(JSON.stringify({ ...notification, notificationItems: [...notification.notificationItems, ...forged.notificationItems] })))
        .status,
    ).toBe(401);
  });

  it('accepts notifications signed with the old key while a rotation holds the new and the old one, and no others', async () => {
    const { pspReference } = await redirectResultAfter('authorise');
    const [notification] = await queued(pspReference);
    const request = v.parse(AdyenNotificationRequestSchema, notification);
    const newKey = 'A1'.repeat(32);
    expect(await verifiedNotifications(`${newKey},${env.ADYEN_HMAC_KEY}`, request)).toMatchObject({ ok: true, items: [{ pspReference }] });
    expect(await verifiedNotifications(`${env.ADYEN_HMAC_KEY}, ${newKey}`, request)).toMatchObject({ ok: true });
    // Once the old key is dropped, what it signed is refused; a key that is not hex is a configuration error.
    expect(await verifiedNotifications(newKey, request)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(await verifiedNotifications(`${newKey},not-a-key`, request)).toEqual({ ok: false, reason: 'bad-key' });
  });

  it('answers a body that is not a notification with 400 and a huge one with 413, never 500', async () => {
    for (const body of [
      '{}',
      'not json',
      '{"live":"false","notificationItems":[]}',
      '{"live":"false","notificationItems":[{"NotificationRequestItem":{"eventCode":"AUTHORISATION"}}]}',
      '[]',
      'null',
    ]) {
      const response = await deliver(body);
      expect(response.status, body).toBe(400);
    }
    expect((await deliver('{"live":"false"}', 'text/plain')).status).toBe(400);
    expect((await deliver(JSON.stringify({ live: 'false', pad: 'x'.repeat(100_000) }))).status).toBe(413);
  });

  it('is exempt from the same-origin check at its exact path only', async () => {
    const elsewhere = await exports.default.fetch(
      new Request('http://sk.localhost/api/payments/adyen/notifications/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(elsewhere.status).toBe(403);
  });
});
