import { describe, expect, it } from 'vitest';
import type { CartAddress } from '../cart/types.ts';
import { checkoutStepOf, customerTypeOf, shippingAddressTypeOf } from './checkout-state.ts';

const home: CartAddress = {
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Hlavná',
  streetNumber: '12',
  postalCode: '81101',
  city: 'Bratislava',
  country: 'SK',
};

describe('checkout state', () => {
  it('reads a stored company, department or VAT ID as a company customer', () => {
    expect(customerTypeOf(undefined)).toBe('private');
    expect(customerTypeOf(home)).toBe('private');
    expect(customerTypeOf({ ...home, company: 'Acme' })).toBe('company');
    expect(customerTypeOf({ ...home, vatId: 'SK2020123456' })).toBe('company');
  });

  it('calls the shipping address the billing one when all but the VAT ID match', () => {
    expect(shippingAddressTypeOf({ ...home, vatId: 'SK2020123456' }, home)).toBe('same-as-billing');
    expect(shippingAddressTypeOf(home, { ...home, city: 'Košice' })).toBe('different-from-billing');
    expect(shippingAddressTypeOf(home, { ...home, phone: '+421 905 123 456' })).toBe('different-from-billing');
    expect(shippingAddressTypeOf(undefined, undefined)).toBe('same-as-billing');
  });

  it('reaches payment once the e-mail and both addresses are stored', () => {
    expect(checkoutStepOf({ customerEmail: null, billingAddress: home, shippingAddress: home })).toBe('addresses');
    expect(checkoutStepOf({ customerEmail: 'jana@example.sk', billingAddress: home })).toBe('addresses');
    expect(checkoutStepOf({ customerEmail: 'jana@example.sk', billingAddress: home, shippingAddress: home })).toBe('payment');
  });
});
