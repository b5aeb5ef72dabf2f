import { describe, expect, it } from 'vitest';
import { orderPreconditionError } from './order-errors.ts';

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' as const, fractionDigits: 2 });
const ready = {
  customerEmail: 'jana@example.com',
  billingAddress: { firstName: 'Jana', country: 'SK' },
  hasShippingAddress: true,
  lines: [{ id: 'l1' }],
  totals: { gross: eur(1000) },
};
const check = (cart: Partial<Parameters<typeof orderPreconditionError>[0]>) => orderPreconditionError({ ...ready, ...cart });

describe('before an order is paid for', () => {
  it('a cart with e-mail, billing first name, shipping address and a price is ready', () => {
    expect(check({})).toBeNull();
  });
  it('names what is missing', () => {
    expect(check({ customerEmail: null })).toBe('missing-email');
    expect(check({ billingAddress: {} })).toBe('missing-address');
    expect(check({ billingAddress: undefined })).toBe('missing-address');
    expect(check({ hasShippingAddress: false })).toBe('missing-address');
    expect(check({ lines: [] })).toBe('no-cart');
    expect(check({ totals: { gross: eur(0) } })).toBe('malformed-price');
  });
});
