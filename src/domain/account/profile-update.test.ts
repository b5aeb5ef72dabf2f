import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from './customer.ts';
import { checkProfileUpdate, profileDifferences } from './profile-update.ts';

const profile: CustomerProfile = {
  id: 'c-1',
  email: 'eva@example.com',
  firstName: 'Eva',
  lastName: 'Muster',
  vatId: null,
  customerType: 'private',
  hasPassword: true,
  version: 3,
};

describe('checkProfileUpdate', () => {
  it('takes trimmed names, a lower-cased e-mail and a VAT ID cleaned with the market country’s prefix', () => {
    expect(
      checkProfileUpdate(
        { version: 3, email: ' Eva@Example.COM ', firstName: ' Eva ', lastName: 'Muster', vatId: '123 456-789', customerType: 'company' },
        'DE',
      ),
    ).toEqual({
      ok: true,
      version: 3,
      changes: { email: 'eva@example.com', firstName: 'Eva', lastName: 'Muster', vatId: 'DE123456789', customerType: 'company' },
    });
    expect(checkProfileUpdate({ version: 1, vatId: 'ATU12345678' }, 'AT')).toEqual({ ok: true, version: 1, changes: { vatId: 'ATU12345678' } });
  });

  it('reads an empty or null VAT ID as none, and leaves out fields not sent', () => {
    expect(checkProfileUpdate({ version: 2, vatId: '  ' }, 'SK')).toEqual({ ok: true, version: 2, changes: { vatId: null } });
    expect(checkProfileUpdate({ version: 2, vatId: null }, 'SK')).toEqual({ ok: true, version: 2, changes: { vatId: null } });
    expect(checkProfileUpdate({ version: 2 }, 'SK')).toEqual({ ok: true, version: 2, changes: {} });
  });

  it('names every refused field with its error', () => {
    expect(
      checkProfileUpdate({ version: 0, email: 'no', firstName: '', lastName: '<b>Muster</b>', vatId: 'x'.repeat(65), customerType: 'robot' }, 'DE'),
    ).toEqual({
      ok: false,
      fields: {
        version: 'malformed',
        email: 'invalid-email',
        firstName: 'invalid-name',
        lastName: 'name-characters',
        vatId: 'vat-id-too-long',
        customerType: 'invalid-customer-type',
      },
    });
    expect(checkProfileUpdate({ version: 1, firstName: 'A'.repeat(101), vatId: '1', email: 42 }, 'DE')).toEqual({
      ok: false,
      fields: { firstName: 'invalid-name', vatId: 'vat-id-too-short', email: 'invalid-email' },
    });
    expect(checkProfileUpdate({ version: 1, firstName: 'Eva\u0000' }, 'DE')).toEqual({ ok: false, fields: { firstName: 'name-characters' } });
  });

  it('refuses a body that is not an object or has no version', () => {
    expect(checkProfileUpdate([], 'DE')).toEqual({ ok: false, fields: { version: 'malformed' } });
    expect(checkProfileUpdate({ firstName: 'Eva' }, 'DE')).toEqual({ ok: false, fields: { version: 'malformed' } });
    expect(checkProfileUpdate({ version: '3' }, 'DE')).toEqual({ ok: false, fields: { version: 'malformed' } });
  });
});

describe('profileDifferences', () => {
  it('keeps only what changes', () => {
    expect(profileDifferences(profile, { email: 'eva@example.com', firstName: 'Eva', lastName: 'Schmidt' })).toEqual({ lastName: 'Schmidt' });
  });

  it('gives a company its VAT ID and clears it when the customer is or becomes private', () => {
    expect(profileDifferences(profile, { customerType: 'company', vatId: 'DE123456789' })).toEqual({ customerType: 'company', vatId: 'DE123456789' });
    expect(profileDifferences(profile, { vatId: 'DE123456789' })).toEqual({});
    const company: CustomerProfile = { ...profile, customerType: 'company', vatId: 'DE123456789' };
    expect(profileDifferences(company, { customerType: 'private' })).toEqual({ customerType: 'private', vatId: null });
    expect(profileDifferences(company, { vatId: null })).toEqual({ vatId: null });
  });
});
