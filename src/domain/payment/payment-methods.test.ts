import { describe, expect, it } from 'vitest';
import { CARD_INTEGRATION_METHODS, isCardIntegrationMethod, isPaymentMethodId, kindOf, PAYMENT_METHOD_IDS } from './payment-methods.ts';

describe('payment methods', () => {
  it('lists the spec identifiers: thirteen through Adyen plus cash on delivery and bank transfer', () => {
    expect(CARD_INTEGRATION_METHODS).toHaveLength(13);
    expect(PAYMENT_METHOD_IDS).toHaveLength(15);
  });

  it('gives each id its kind', () => {
    expect(kindOf('cod')).toBe('cod');
    expect(kindOf('bank-transfer')).toBe('bank-transfer');
    for (const id of CARD_INTEGRATION_METHODS) expect(kindOf(id)).toBe('card-integration');
  });

  it('recognises the Adyen types the shop knows and refuses others', () => {
    expect(isCardIntegrationMethod('klarna_b2b')).toBe(true);
    expect(isCardIntegrationMethod('sepadirectdebit')).toBe(false);
    expect(isPaymentMethodId('cod')).toBe(true);
    expect(isPaymentMethodId('sepadirectdebit')).toBe(false);
    expect(isCardIntegrationMethod('bank-transfer')).toBe(false);
    expect(isCardIntegrationMethod('onlineBanking_PL')).toBe(true);
  });
});
