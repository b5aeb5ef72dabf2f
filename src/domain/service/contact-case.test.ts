import { describe, expect, it } from 'vitest';
import { checkContactCase, MAX_DESCRIPTION_LENGTH, productSkuOf } from './contact-case.ts';

const base = {
  reason: 'consulting',
  subreason: 'product-advice',
  name: 'Eva Nováková',
  email: 'eva@example.sk',
  subject: 'Which fryer?',
  description: 'For 40 portions an hour.',
};

describe('checkContactCase', () => {
  it('accepts a case with the base fields and fills the rest with empty texts', () => {
    expect(checkContactCase(base, 'SK')).toEqual({
      ok: true,
      contactCase: { ...base, company: '', phone: '', productNumber: '', quantity: '', orderNumber: '', invoiceNumber: '', vatId: '' },
    });
  });

  it('names every missing base field', () => {
    const checked = checkContactCase({ reason: 'consulting', subreason: 'product-advice' }, 'SK');
    expect(checked).toEqual({ ok: false, fields: { name: 'required', email: 'required', subject: 'required', description: 'required' } });
  });

  it('refuses an unknown reason, and a subreason of another reason', () => {
    expect(checkContactCase({ ...base, reason: 'bribe' }, 'SK')).toMatchObject({ ok: false, fields: { reason: 'unknown-reason' } });
    expect(checkContactCase({ ...base, subreason: 'cancellation' }, 'SK')).toEqual({ ok: false, fields: { subreason: 'unknown-subreason' } });
  });

  it('requires the extras of the subreason at their fields', () => {
    const checked = checkContactCase({ ...base, reason: 'sales', subreason: 'discount-request' }, 'DE');
    expect(checked).toEqual({ ok: false, fields: { productNumber: 'required', vatId: 'required', quantity: 'required', phone: 'required' } });
    const order = checkContactCase({ ...base, reason: 'order', subreason: 'cancellation', orderNumber: '1234' }, 'DE');
    expect(order).toEqual({ ok: false, fields: { productNumber: 'required', invoiceNumber: 'required' } });
  });

  it('reads the product number as the SKU, the VAT ID with the market prefix, and keeps only the asked-for extras', () => {
    const checked = checkContactCase(
      {
        ...base,
        reason: 'sales',
        subreason: 'discount-request',
        productNumber: ' 1001 0001 ',
        vatId: '123 456 789',
        quantity: '25',
        phone: '+49 170 1234567',
        orderNumber: 'not asked for',
      },
      'DE',
    );
    expect(checked).toMatchObject({
      ok: true,
      contactCase: { productNumber: 'EX10010001', vatId: 'DE123456789', quantity: '25', phone: '+49 170 1234567', orderNumber: '' },
    });
  });

  it.each([
    ['productNumber', '1234', 'invalid-product-number'],
    ['productNumber', 'AB10010001', 'invalid-product-number'],
    ['quantity', '0', 'invalid-quantity'],
    ['quantity', '1.5', 'invalid-quantity'],
    ['phone', '1234567', 'invalid-phone'],
    ['vatId', 'D', 'invalid-vat-id'],
    ['email', 'eva@', 'invalid-email'],
  ])('refuses %s %j', (field, value, code) => {
    const checked = checkContactCase({ ...base, reason: 'sales', subreason: 'discount-request', [field]: value }, 'DE');
    expect(checked.ok ? {} : checked.fields[field as keyof typeof checked.fields]).toBe(code);
  });

  it('takes quantities beyond the cart maximum (the spec: quantity ignores max)', () => {
    const checked = checkContactCase(
      { ...base, reason: 'sales', subreason: 'volume-purchase', productNumber: 'EX10010001', quantity: '5000', phone: '+421 900 123 456' },
      'SK',
    );
    expect(checked).toMatchObject({ ok: true, contactCase: { quantity: '5000' } });
  });

  it('caps the lengths: 5,000 characters of description, 200 of the others', () => {
    expect(checkContactCase({ ...base, description: 'x'.repeat(MAX_DESCRIPTION_LENGTH) }, 'SK').ok).toBe(true);
    expect(checkContactCase({ ...base, description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1), subject: 's'.repeat(201) }, 'SK')).toEqual({
      ok: false,
      fields: { description: 'too-long', subject: 'too-long' },
    });
  });

  it('keeps HTML in the description as the text it is', () => {
    const description = '<img src=x onerror=alert(1)> & <b>bold</b>';
    expect(checkContactCase({ ...base, description }, 'SK')).toMatchObject({ ok: true, contactCase: { description } });
  });

  it('refuses values that are not text, and a body that is not an object', () => {
    expect(checkContactCase({ ...base, name: 42 }, 'SK')).toEqual({ ok: false, fields: { name: 'malformed' } });
    expect(checkContactCase('case', 'SK')).toEqual({ ok: false, fields: { reason: 'malformed' } });
  });
});

describe('productSkuOf', () => {
  it('takes the digits with or without the EX prefix', () => {
    expect(productSkuOf('10012345')).toBe('EX10012345');
    expect(productSkuOf('ex 1001 2345')).toBe('EX10012345');
  });
});
