import { describe, expect, it } from 'vitest';
import { checkCheckoutAddresses } from '../../domain/checkout/address-schema.ts';
import { addressesBody, type Draft, fieldValue, shipsToBilling } from './checkout-form.ts';
import type { CheckoutState } from './checkout-schema.ts';

const euro = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' as const, fractionDigits: 2 });
const stored = {
  salutation: 'Ms',
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Hlavná',
  streetNumber: '12',
  postalCode: '811 01',
  city: 'Bratislava',
  country: 'SK',
};

function state(changes: Partial<CheckoutState> = {}): CheckoutState {
  return {
    cart: {
      id: 'c1',
      version: 3,
      storeKey: 'sk',
      currency: 'EUR',
      country: 'SK',
      lines: [],
      itemCount: 0,
      discountCodes: [],
      totals: { subtotal: euro(0), net: null, gross: euro(0), taxPortions: [], shipping: null },
      shippingMethodKey: null,
      customerEmail: 'jana@example.sk',
      hasShippingAddress: true,
    },
    email: 'jana@example.sk',
    customerType: 'private',
    billing: stored,
    shipping: stored,
    shippingAddressType: 'same-as-billing',
    vat: { vatId: null, status: 'idle', netPrices: false },
    shippingMethods: [],
    shippingMethod: null,
    step: 'payment',
    account: null,
    ...changes,
  };
}

describe('fieldValue', () => {
  it("shows the cart's values, overlaid by the edits not stored yet", () => {
    const draft: Draft = { 'billing.city': 'Košice' };
    expect(fieldValue(state(), draft, 'billing.city')).toBe('Košice');
    expect(fieldValue(state(), draft, 'billing.firstName')).toBe('Jana');
    expect(fieldValue(state(), {}, 'email')).toBe('jana@example.sk');
    expect(fieldValue(state({ billing: null }), {}, 'billing.firstName')).toBe('');
  });

  it('starts a different shipping address empty when the stored one is the billing address', () => {
    expect(fieldValue(state(), {}, 'shipping.firstName')).toBe('');
    expect(
      fieldValue(state({ shippingAddressType: 'different-from-billing', shipping: { ...stored, firstName: 'Max' } }), {}, 'shipping.firstName'),
    ).toBe('Max');
  });
});

describe('addressesBody', () => {
  it('sends same-as-billing unless the shopper chose another shipping address', () => {
    expect(addressesBody(state(), {}, 'SK').shipping).toBe('same-as-billing');
    const draft: Draft = { shippingAddressType: 'different-from-billing', 'shipping.firstName': 'Max' };
    expect(shipsToBilling(state(), draft)).toBe(false);
    expect(addressesBody(state(), draft, 'SK').shipping).toMatchObject({ firstName: 'Max', country: 'SK' });
  });

  it("is a body the domain's check accepts as the shopper filled it", () => {
    expect(checkCheckoutAddresses(addressesBody(state(), {}, 'SK'), 'SK')).toMatchObject({ ok: true });
    expect(checkCheckoutAddresses(addressesBody(state(), { 'billing.postalCode': '1234' }, 'SK'), 'SK')).toEqual({
      ok: false,
      fields: { 'billing.postalCode': 'checkout.error.postalCode.billing' },
    });
  });

  it("sends a company's VAT ID, and asks for a net invoice when the cart is priced net", () => {
    const company: Draft = { customerType: 'company', vatId: ' SK2020123456 ' };
    expect(addressesBody(state(), company, 'SK')).toMatchObject({ customerType: 'company', vatId: 'SK2020123456' });
    expect(addressesBody(state(), company, 'SK')).not.toHaveProperty('netInvoice');
    const net = state({ vat: { vatId: 'SK2020123456', status: 'valid', netPrices: true } });
    expect(addressesBody(net, { customerType: 'company', vatId: '' }, 'SK')).toMatchObject({ netInvoice: true });
    expect(checkCheckoutAddresses(addressesBody(net, { customerType: 'company', vatId: '' }, 'SK'), 'SK')).toEqual({
      ok: false,
      fields: { vatId: 'checkout.error.vatId.net-invoice' },
    });
  });

  it('sends no VAT ID for a private customer, even one typed before switching', () => {
    expect(addressesBody(state(), { customerType: 'private', vatId: 'SK2020123456' }, 'SK')).not.toHaveProperty('vatId');
  });
});
