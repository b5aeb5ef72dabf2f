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
  paymentMethod: { type: 'scheme' },
  returnUrl: 'https://shop.example/checkout/payment-return?x=1',
  countryCode: 'SK',
  ...overrides,
});
const HPP = 'http://127.0.0.1:9/adyen/hpp';

describe('Adyen stand-in payments', () => {
  it('sends a card payment to the shopper page and reports the chosen outcome by redirectResult', () => {
    const { ledger, sent } = setup();
    const answer = ledger.payments(request(), HPP);
    expect(answer).toEqual({
      status: 200,
      body: {
        resultCode: 'RedirectShopper',
        pspReference: 'LOCAL00000000001',
        merchantReference: 'ORDER-1',
        action: { type: 'redirect', paymentMethodType: 'scheme', method: 'GET', url: `${HPP}/LOCAL00000000001` },
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
