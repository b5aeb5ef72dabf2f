import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../markets/countries.ts';
import { checkAddress, checkCheckoutAddresses, MAX_LENGTH } from './address-schema.ts';

/** Every failed field of the body with its message key; empty when the body passes. */
function addressFieldErrors(input: unknown, marketCountry: CountryCode) {
  const checked = checkCheckoutAddresses(input, marketCountry);
  return checked.ok ? {} : checked.fields;
}

const address = (country: string, changes: Record<string, unknown> = {}) => ({
  salutation: 'Ms',
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Hlavná',
  streetNumber: '12',
  postalCode: '811 01',
  city: 'Bratislava',
  country,
  phone: '+421 905 123 456',
  ...changes,
});

const body = (country: string, changes: Record<string, unknown> = {}) => ({
  email: 'jana@example.sk',
  customerType: 'private',
  billing: address(country),
  shipping: 'same-as-billing',
  ...changes,
});

describe('addressFieldErrors', () => {
  it('finds nothing wrong with a complete address of the market country', () => {
    expect(addressFieldErrors(body('SK'), 'SK')).toEqual({});
    expect(addressFieldErrors(body('SK', { shipping: address('SK', { city: 'Košice', postalCode: '04001' }) }), 'SK')).toEqual({});
  });

  it('names a bad postal code in CZ by address, billing and shipping alike', () => {
    const input = body('CZ', {
      billing: address('CZ', { postalCode: '1100' }),
      shipping: address('CZ', { postalCode: '110-00' }),
    });
    expect(addressFieldErrors(input, 'CZ')).toEqual({
      'billing.postalCode': 'checkout.error.postalCode.billing',
      'shipping.postalCode': 'checkout.error.postalCode.shipping',
    });
  });

  it('needs a digit in a German street number but none in a Polish one', () => {
    expect(addressFieldErrors(body('DE', { billing: address('DE', { postalCode: '10115', streetNumber: 'ohne' }) }), 'DE')).toEqual({
      'billing.streetNumber': 'checkout.error.streetNumber',
    });
    expect(addressFieldErrors(body('PL', { billing: address('PL', { postalCode: '00-950', streetNumber: 'bez numeru' }) }), 'PL')).toEqual({});
  });

  it('names the VAT ID when a company wants a net invoice without one', () => {
    expect(addressFieldErrors(body('SK', { customerType: 'company', netInvoice: true }), 'SK')).toEqual({
      vatId: 'checkout.error.vatId.net-invoice',
    });
    expect(addressFieldErrors(body('SK', { customerType: 'company', netInvoice: true, vatId: 'SK2020123456' }), 'SK')).toEqual({});
    expect(addressFieldErrors(body('SK', { customerType: 'company' }), 'SK')).toEqual({});
  });

  it('refuses a 10 KB field as too long, cleanly', () => {
    const huge = 'x'.repeat(10 * 1024);
    expect(addressFieldErrors(body('SK', { billing: address('SK', { city: huge, postalCode: huge }), email: huge }), 'SK')).toEqual({
      'billing.city': 'checkout.error.too-long',
      'billing.postalCode': 'checkout.error.too-long',
      email: 'checkout.error.too-long',
    });
  });

  it('refuses HTML in a name', () => {
    expect(
      addressFieldErrors(body('SK', { billing: address('SK', { firstName: '<script>alert(1)</script>', company: '<b>Acme</b>' }) }), 'SK'),
    ).toEqual({
      'billing.firstName': 'checkout.error.markup',
      'billing.company': 'checkout.error.markup',
    });
    expect(addressFieldErrors(body('SK', { billing: address('SK', { lastName: "O'Brien & Söhne" }) }), 'SK')).toEqual({});
  });

  it('refuses an unknown country and a country other than the market’s', () => {
    expect(addressFieldErrors(body('XX'), 'SK')).toEqual({ 'billing.country': 'checkout.error.country' });
    expect(addressFieldErrors(body('CZ'), 'SK')).toEqual({ 'billing.country': 'checkout.error.country' });
  });

  it('names EVERY failed field at once, each with one reason', () => {
    const input = {
      email: 'not-an-address',
      customerType: 'household',
      billing: { firstName: 42, country: 'SK', phone: '123' },
      shipping: 'different',
    };
    expect(addressFieldErrors(input, 'SK')).toEqual({
      email: 'checkout.error.email',
      customerType: 'checkout.error.field',
      'billing.firstName': 'checkout.error.field',
      'billing.lastName': 'checkout.error.required',
      'billing.streetName': 'checkout.error.required',
      'billing.streetNumber': 'checkout.error.required',
      'billing.postalCode': 'checkout.error.required',
      'billing.city': 'checkout.error.required',
      'billing.phone': 'checkout.error.phone',
      shipping: 'checkout.error.field',
    });
  });

  it('names a malformed body as a whole', () => {
    expect(addressFieldErrors(null, 'SK')).toEqual({ body: 'checkout.error.field' });
    expect(addressFieldErrors('addresses', 'SK')).toEqual({ body: 'checkout.error.field' });
    expect(addressFieldErrors({ billing: 'Hlavná 12', shipping: {} }, 'SK')).toMatchObject({
      email: 'checkout.error.required',
      billing: 'checkout.error.field',
      'shipping.firstName': 'checkout.error.required',
    });
  });

  it('limits every string field', () => {
    for (const [field, max] of Object.entries({ ...MAX_LENGTH, name: undefined })) {
      if (max === undefined) continue;
      const errors = addressFieldErrors(body('SK', { billing: address('SK', { [field]: '1'.repeat(max + 1) }) }), 'SK');
      expect(errors[`billing.${field}`], field).toBe('checkout.error.too-long');
    }
    expect(addressFieldErrors(body('SK', { vatId: '1'.repeat(65) }), 'SK')).toEqual({ vatId: 'checkout.error.too-long' });
  });
});

describe('checkCheckoutAddresses', () => {
  it('hands on the values trimmed, with the postal code upper-cased', () => {
    const checked = checkCheckoutAddresses(
      body('NL', { email: ' jan@example.nl ', billing: address('NL', { postalCode: ' 1012 ab ', city: ' Amsterdam ' }) }),
      'NL',
    );
    expect(checked.ok && checked.value.email).toBe('jan@example.nl');
    expect(checked.ok && checked.value.billing).toMatchObject({ postalCode: '1012 AB', city: 'Amsterdam' });
  });
});

describe('checkAddress (one address on its own, as the account saves it)', () => {
  it('passes an address of the market country, trimmed and with the postal code upper-cased', () => {
    expect(checkAddress(address('SK', { city: ' Bratislava ' }), 'shipping', 'SK')).toEqual({ ok: true, value: address('SK') });
    expect(checkAddress({ ...address('NL'), postalCode: '1012 ab' }, 'billing', 'NL')).toMatchObject({ ok: true, value: { postalCode: '1012 AB' } });
  });

  it("names each failed field by its path in the address, with the checkout's message for the role", () => {
    expect(checkAddress(address('CZ', { postalCode: '1100', streetName: '' }), 'shipping', 'CZ')).toEqual({
      ok: false,
      fields: { postalCode: 'checkout.error.postalCode.shipping', streetName: 'checkout.error.required' },
    });
    expect(checkAddress(address('CZ', { postalCode: '1100' }), 'billing', 'CZ')).toEqual({
      ok: false,
      fields: { postalCode: 'checkout.error.postalCode.billing' },
    });
    expect(checkAddress(address('AT'), 'billing', 'SK')).toMatchObject({ ok: false, fields: { country: 'checkout.error.country' } });
    expect(checkAddress('Hlavná 12', 'billing', 'SK')).toEqual({ ok: false, fields: { body: 'checkout.error.field' } });
  });
});
