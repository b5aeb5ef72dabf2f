import { describe, expect, it } from 'vitest';
import { paidOnHostedCheckout } from './hosted-checkout.ts';
import { CARD_INTEGRATION_METHODS } from './payment-methods.ts';

describe('paidOnHostedCheckout', () => {
  it('sends cards and the wallets to Adyen’s hosted page, every redirect method and the voucher to /payments', () => {
    expect(CARD_INTEGRATION_METHODS.filter(paidOnHostedCheckout)).toEqual(['scheme', 'applepay', 'googlepay']);
    for (const method of [
      'paypal',
      'ideal',
      'klarna',
      'klarna_account',
      'klarna_b2b',
      'ratepay',
      'onlineBanking_PL',
      'twint',
      'mobilepay',
      'multibanco',
    ] as const) {
      expect(paidOnHostedCheckout(method)).toBe(false);
    }
  });
});
