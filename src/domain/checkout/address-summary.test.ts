import { describe, expect, it } from 'vitest';
import { addressSummary, followedByAddress } from './address-summary.ts';

describe('the shipping postal-code message followed by the address', () => {
  it('names street, number, postal code and city as typed', () => {
    expect(addressSummary({ streetName: ' Hlavná ', streetNumber: '12', postalCode: '1234', city: 'Bratislava', firstName: 'Jana' })).toBe(
      'Hlavná 12, 1234 Bratislava',
    );
    expect(followedByAddress('Postal code is incorrect in shipping address', { postalCode: '1234', city: 'Wien' })).toBe(
      'Postal code is incorrect in shipping address: 1234 Wien',
    );
  });

  it('drops the closing full stop of a localized message before the address', () => {
    expect(followedByAddress('Die Postleitzahl der Lieferadresse ist nicht korrekt.', { streetName: 'Hauptstraße', streetNumber: '1' })).toBe(
      'Die Postleitzahl der Lieferadresse ist nicht korrekt: Hauptstraße 1',
    );
  });

  it('keeps the message alone when the body holds no readable address', () => {
    for (const address of [null, 'same-as-billing', 42, {}, { streetName: 7, city: ['x'] }]) {
      expect(followedByAddress('Postal code is incorrect in shipping address', address)).toBe('Postal code is incorrect in shipping address');
    }
  });

  it('leaves out a field too long to be an address part', () => {
    expect(addressSummary({ streetName: 'x'.repeat(10_000), postalCode: '1234', city: 'Wien' })).toBe('1234 Wien');
  });
});
