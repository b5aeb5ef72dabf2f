import { describe, expect, it } from 'vitest';
import type { UnsignedItem } from './notifications.ts';
import { createPaymentLedger, MULTIBANCO_ENTITY } from './payment-ledger.ts';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const setup = () => {
  const sent: UnsignedItem[] = [];
  let tokens = 0;
  const ledger = createPaymentLedger({
    merchantAccount: 'ExquipECOM',
    notify: (item) => sent.push(item),
    now: () => NOW,
    token: () => `token${++tokens}`,
  });
  return { ledger, sent };
};
const request = (overrides: Partial<Parameters<ReturnType<typeof setup>['ledger']['payments']>[0]> = {}) => ({
  merchantAccount: 'ExquipECOM',
  amount: { currency: 'EUR', value: 12_345 },
  reference: 'ORDER-1',
  paymentMethod: { type: 'paypal' },
  returnUrl: 'https://shop.example/checkout/payment-return?x=1',
  countryCode: 'SK',
  ...overrides,
});
const HPP = 'http://127.0.0.1:9/adyen/hpp';

describe('Adyen stand-in payments', () => {
  it('sends a redirect payment (PayPal) to the shopper page and reports the chosen outcome by redirectResult', () => {
    const { ledger, sent } = setup();
    const answer = ledger.payments(request(), HPP);
    expect(answer).toEqual({
      status: 200,
      body: {
        resultCode: 'RedirectShopper',
        pspReference: 'LOCAL00000000001',
        merchantReference: 'ORDER-1',
        action: { type: 'redirect', paymentMethodType: 'paypal', method: 'GET', url: `${HPP}/LOCAL00000000001` },
      },
    });
    const choice = ledger.shopperChoice('LOCAL00000000001', 'authorise');
    expect(choice).toEqual({ state: 'Authorised', returnTo: 'https://shop.example/checkout/payment-return?x=1&redirectResult=token1' });
    expect(ledger.details({ details: { redirectResult: 'token1' } })).toMatchObject({
      status: 200,
      body: { resultCode: 'Authorised', pspReference: 'LOCAL00000000001' },
    });
    expect(sent).toEqual([
      expect.objectContaining({ eventCode: 'AUTHORISATION', success: 'true', pspReference: 'LOCAL00000000001', merchantReference: 'ORDER-1' }),
    ]);
    // The page is used once: a second choice is refused.
    expect(ledger.shopperChoice('LOCAL00000000001', 'refuse')).toBeNull();
  });

  it('refuses, cancels (AUTHORISATION false), and keeps a pending payment quiet until it is authorised later', () => {
    const { ledger, sent } = setup();
    for (const _ of [1, 2, 3]) ledger.payments(request(), HPP);
    ledger.shopperChoice('LOCAL00000000001', 'refuse');
    ledger.shopperChoice('LOCAL00000000002', 'cancel');
    ledger.shopperChoice('LOCAL00000000003', 'pending');
    expect(ledger.details({ details: { redirectResult: 'token1' } }).body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
    expect(ledger.details({ details: { redirectResult: 'token2' } }).body).toMatchObject({ resultCode: 'Cancelled' });
    expect(ledger.details({ details: { redirectResult: 'token3' } }).body).toMatchObject({ resultCode: 'Pending' });
    expect(sent.map((item) => [item.pspReference, item.eventCode, item.success, item.reason])).toEqual([
      ['LOCAL00000000001', 'AUTHORISATION', 'false', 'Refused'],
      ['LOCAL00000000002', 'AUTHORISATION', 'false', 'Cancelled'],
    ]);
    expect(ledger.authoriseLater('LOCAL00000000003')?.state).toBe('Authorised');
    expect(sent.at(-1)).toMatchObject({ pspReference: 'LOCAL00000000003', eventCode: 'AUTHORISATION', success: 'true' });
    expect(ledger.authoriseLater('LOCAL00000000001')).toBeNull();
  });

  it('authorises only after the 3-D Secure challenge is completed', () => {
    const { ledger } = setup();
    ledger.payments(request(), HPP);
    expect(ledger.shopperChoice('LOCAL00000000001', 'complete-challenge')).toBeNull();
    expect(ledger.shopperChoice('LOCAL00000000001', 'challenge')).toEqual({ state: 'ChallengeShopper', returnTo: null });
    expect(ledger.shopperChoice('LOCAL00000000001', 'complete-challenge')?.state).toBe('Authorised');
  });

  it('gives Multibanco a voucher, authorises it later or closes the offer when it expires', () => {
    const { ledger, sent } = setup();
    const answer = ledger.payments(request({ countryCode: 'PT', paymentMethod: { type: 'multibanco' }, reference: 'PT-1' }), HPP);
    expect(answer.body).toMatchObject({
      resultCode: 'PresentToShopper',
      action: {
        type: 'voucher',
        paymentMethodType: 'multibanco',
        entity: MULTIBANCO_ENTITY,
        reference: expect.stringMatching(/^\d{9}$/),
        expiresAt: '2026-11-26T10:00:00.000Z',
        merchantReference: 'PT-1',
      },
    });
    ledger.payments(request({ countryCode: 'PT', paymentMethod: { type: 'multibanco' }, reference: 'PT-2' }), HPP);
    expect(ledger.expire('LOCAL00000000001')?.state).toBe('Expired');
    expect(ledger.authoriseLater('LOCAL00000000002')?.state).toBe('Authorised');
    expect(sent.map((item) => [item.merchantReference, item.eventCode, item.success])).toEqual([
      ['PT-1', 'OFFER_CLOSED', 'true'],
      ['PT-2', 'AUTHORISATION', 'true'],
    ]);
  });

  it('answers the first answer again for a repeated Idempotency-Key', () => {
    const { ledger } = setup();
    const first = ledger.payments(request(), HPP, 'key-1');
    expect(ledger.payments(request({ reference: 'ORDER-2' }), HPP, 'key-1')).toBe(first);
    expect(ledger.payments(request(), HPP, 'key-2').body).toMatchObject({ pspReference: 'LOCAL00000000002' });
    expect(ledger.payment('LOCAL00000000003')).toBeNull();
  });

  it('refuses another merchant account, a method the account does not offer there, and unknown redirect results', () => {
    const { ledger } = setup();
    expect(ledger.payments(request({ merchantAccount: 'Other' }), HPP)).toMatchObject({
      status: 403,
      body: { errorCode: '901', errorType: 'security' },
    });
    expect(ledger.payments(request({ paymentMethod: { type: 'ideal' } }), HPP)).toMatchObject({ status: 422, body: { errorCode: '905' } });
    expect(ledger.details({ details: { redirectResult: 'nope' } })).toMatchObject({ status: 422, body: { errorType: 'validation' } });
  });

  it('cancels an authorised payment with a CANCELLATION that names the original payment', () => {
    const { ledger, sent } = setup();
    ledger.payments(request(), HPP);
    ledger.shopperChoice('LOCAL00000000001', 'authorise');
    const answer = ledger.cancel('LOCAL00000000001', { merchantAccount: 'ExquipECOM' });
    expect(answer).toMatchObject({
      status: 201,
      body: { paymentPspReference: 'LOCAL00000000001', pspReference: 'LOCAL00000000002', status: 'received' },
    });
    expect(sent.at(-1)).toMatchObject({
      eventCode: 'CANCELLATION',
      success: 'true',
      pspReference: 'LOCAL00000000002',
      originalReference: 'LOCAL00000000001',
    });
    expect(ledger.cancel('LOCAL00000000001', { merchantAccount: 'ExquipECOM' }).status).toBe(422);
  });
});

describe('Adyen stand-in: cards and wallets', () => {
  it.each(['scheme', 'applepay', 'googlepay'])('refuses %s on /payments without card data or wallet token, as Adyen does (422)', (type) => {
    const { ledger } = setup();
    expect(ledger.payments(request({ paymentMethod: { type } }), HPP)).toEqual({
      status: 422,
      body: { status: 422, errorCode: '000', message: 'Please supply paymentDetails', errorType: 'validation' },
    });
    expect(ledger.payment('LOCAL00000000001')).toBeNull();
  });

  it('takes a card on /payments when its encrypted fields come with it', () => {
    const { ledger } = setup();
    expect(ledger.payments(request({ paymentMethod: { type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_x' } }), HPP).status).toBe(200);
  });
});

describe('Adyen stand-in: Hosted Checkout sessions', () => {
  const session = (overrides: Record<string, unknown> = {}) => ({
    merchantAccount: 'ExquipECOM',
    amount: { currency: 'EUR', value: 12_345 },
    reference: 'ORDER-7',
    returnUrl: 'https://shop.example/checkout/payment-return',
    countryCode: 'SK',
    mode: 'hosted' as const,
    allowedPaymentMethods: ['scheme'],
    ...overrides,
  });

  it('creates a hosted session whose page returns sessionId and sessionResult, and reports it completed with the webhook', () => {
    const { ledger, sent } = setup();
    const created = ledger.sessions(session(), HPP);
    expect(created).toMatchObject({
      status: 201,
      body: { mode: 'hosted', reference: 'ORDER-7', url: `${HPP}/LOCAL00000000001`, expiresAt: '2026-11-23T11:00:00.000Z', sessionData: 'token2' },
    });
    const id = (created.body as { id: string }).id;
    expect(id).toMatch(/^CS[A-Z0-9]+$/);
    expect(ledger.sessionResult(id, null).status).toBe(422);
    const choice = ledger.shopperChoice('LOCAL00000000001', 'authorise');
    expect(choice?.returnTo).toBe(`https://shop.example/checkout/payment-return?sessionId=${id}&sessionResult=token3`);
    expect(ledger.sessionResult(id, 'token-of-another-session')).toMatchObject({ status: 422, body: { message: 'Invalid sessionResult' } });
    expect(ledger.sessionResult(id, 'token3')).toEqual({
      status: 200,
      body: {
        id,
        status: 'completed',
        reference: 'ORDER-7',
        payments: [
          {
            pspReference: 'LOCAL00000000001',
            resultCode: 'Authorised',
            amount: { currency: 'EUR', value: 12_345 },
            paymentMethod: { type: 'scheme' },
          },
        ],
      },
    });
    expect(sent).toEqual([
      expect.objectContaining({ eventCode: 'AUTHORISATION', success: 'true', merchantReference: 'ORDER-7', paymentMethod: 'scheme' }),
    ]);
  });

  it.each([
    ['refuse', 'refused'],
    ['cancel', 'canceled'],
    ['pending', 'paymentPending'],
  ] as const)('reports a session the shopper ended with %s as %s', (outcome, status) => {
    const { ledger } = setup();
    const id = (ledger.sessions(session(), HPP).body as { id: string }).id;
    const back = new URL(ledger.shopperChoice('LOCAL00000000001', outcome)?.returnTo ?? '');
    expect(ledger.sessionResult(id, back.searchParams.get('sessionResult'))).toMatchObject({ status: 200, body: { status } });
  });

  it('refuses embedded sessions, methods not offered there, and another merchant account; repeats an answer for its Idempotency-Key', () => {
    const { ledger } = setup();
    expect(ledger.sessions(session({ mode: 'embedded' }), HPP).status).toBe(422);
    expect(ledger.sessions(session({ allowedPaymentMethods: ['ideal'] }), HPP)).toMatchObject({ status: 422, body: { errorCode: '905' } });
    expect(ledger.sessions(session({ merchantAccount: 'Other' }), HPP).status).toBe(403);
    expect(ledger.sessions(session(), HPP, 'key-1')).toEqual(ledger.sessions(session(), HPP, 'key-1'));
  });
});
