import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartRequestSchema, cartErrorKey } from './actions.ts';

const refusal = (actions: unknown[]) => {
  const parsed = v.safeParse(CartRequestSchema, { actions });
  return parsed.success ? null : cartErrorKey(parsed.issues);
};

describe('CartRequestSchema: SKUs', () => {
  it('takes product SKUs, and guarantee SKUs added for a product', () => {
    expect(refusal([{ action: 'addLineItem', sku: 'EX10010001', quantity: 2 }])).toBeNull();
    expect(refusal([{ action: 'addLineItem', sku: '4100010', quantity: 1, parentSku: 'EX10010001' }])).toBeNull();
  });

  it('refuses what is neither, a guarantee without its product, a parent on a product, a guarantee as parent', () => {
    expect(refusal([{ action: 'addLineItem', sku: 'EX1001', quantity: 1 }])).toBe('unknown-sku');
    expect(refusal([{ action: 'addLineItem', sku: '4100010', quantity: 1 }])).toBe('unknown-sku');
    expect(refusal([{ action: 'addLineItem', sku: 'EX10010002', quantity: 1, parentSku: 'EX10010001' }])).toBe('unknown-sku');
    expect(refusal([{ action: 'addLineItem', sku: '4100010', quantity: 1, parentSku: '4100020' }])).toBe('unknown-sku');
  });
});

describe('CartRequestSchema: what a browser may send', () => {
  const address = {
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Hlavná',
    streetNumber: 'x',
    postalCode: '1',
    city: 'Bratislava',
    country: 'SK',
  };

  it('takes lines and coupons', () => {
    expect(refusal([{ action: 'addDiscountCode', code: 'SPRING-10' }])).toBeNull();
    expect(refusal([{ action: 'removeLineItem', lineItemId: '5f1c2b0e-9a4d-4c1e-8f7a-2b3c4d5e6f70' }])).toBeNull();
  });

  it('refuses e-mail, addresses, shipping and payment, which only the checkout API sets after its checks', () => {
    expect(refusal([{ action: 'setBillingAddress', address }])).toBe('unknown-action');
    expect(refusal([{ action: 'setShippingAddress', address }])).toBe('unknown-action');
    expect(refusal([{ action: 'setCustomerEmail', email: 'jana@example.com' }])).toBe('unknown-action');
    expect(refusal([{ action: 'setShippingMethod', key: 'freight' }])).toBe('unknown-action');
    expect(refusal([{ action: 'addPayment', paymentId: '5f1c2b0e-9a4d-4c1e-8f7a-2b3c4d5e6f70' }])).toBe('unknown-action');
    // A browser could otherwise claim a valid VAT ID and net prices without any check.
    expect(refusal([{ action: 'setVatResult', vatId: 'DE123456789', status: 'valid', netPrices: true }])).toBe('unknown-action');
  });
});
