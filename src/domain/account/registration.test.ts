import { describe, expect, it } from 'vitest';
import { registrationCustomerFields } from './registration.ts';

describe('registrationCustomerFields', () => {
  it('drops the VAT ID of a private customer', () => {
    expect(registrationCustomerFields({ customerType: 'private', vatId: 'DE123456789' }, 'DE')).toEqual({
      ok: true,
      fields: { customerType: 'private' },
    });
  });

  it('lets a company register without a VAT ID', () => {
    expect(registrationCustomerFields({ customerType: 'company', vatId: '  ' }, 'DE')).toEqual({ ok: true, fields: { customerType: 'company' } });
    expect(registrationCustomerFields({ customerType: 'company' }, 'DE')).toEqual({ ok: true, fields: { customerType: 'company' } });
  });

  it("normalises a company's VAT ID for the market's country", () => {
    expect(registrationCustomerFields({ customerType: 'company', vatId: ' de 123 456 789 ' }, 'DE')).toEqual({
      ok: true,
      fields: { customerType: 'company', vatId: 'DE123456789' },
    });
    expect(registrationCustomerFields({ customerType: 'company', vatId: 'U12345678' }, 'AT')).toEqual({
      ok: true,
      fields: { customerType: 'company', vatId: 'ATU12345678' },
    });
  });

  it('refuses a VAT ID with too little left after cleaning', () => {
    expect(registrationCustomerFields({ customerType: 'company', vatId: 'DE-' }, 'DE')).toEqual({ ok: false, field: 'vatId' });
  });
});
