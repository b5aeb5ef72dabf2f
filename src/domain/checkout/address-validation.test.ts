import { describe, expect, it } from 'vitest';
import { ADDRESS_VALIDATION_ENABLED } from '../markets/country-rules.ts';
import { COUNTRY_CODES } from '../markets/countries.ts';
import { addressLinesOf, checkOfVerdict, parseValidationCountries, validatesAddressesIn } from './address-validation.ts';

describe('where addresses are validated', () => {
  it('is off in all 25 markets, as the spec says', () => {
    expect(COUNTRY_CODES.filter((code) => ADDRESS_VALIDATION_ENABLED[code])).toEqual([]);
    expect(COUNTRY_CODES.some((code) => validatesAddressesIn(code, parseValidationCountries('')))).toBe(false);
  });

  it('is switched on per country by configuration, ignoring what is not a country code', () => {
    const switchedOn = parseValidationCountries(' de, at ,XX,,');
    expect([...switchedOn]).toEqual(['DE', 'AT']);
    expect(validatesAddressesIn('DE', switchedOn)).toBe(true);
    expect(validatesAddressesIn('CZ', switchedOn)).toBe(false);
    expect(parseValidationCountries(undefined).size).toBe(0);
  });
});

describe('the address lines sent', () => {
  it('are street with number, extra street info and postal code with city', () => {
    expect(
      addressLinesOf({
        streetName: 'Hauptstraße',
        streetNumber: '12',
        additionalStreetInfo: 'Hinterhaus',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      }),
    ).toEqual(['Hauptstraße 12', 'Hinterhaus', '10115 Berlin']);
    expect(addressLinesOf({ streetName: 'Dorfplatz', postalCode: '3900', city: 'Brig', country: 'CH' })).toEqual(['Dorfplatz', '3900 Brig']);
  });
});

describe('what a verdict asks of the shopper', () => {
  it('accepts an address the service accepts or only wants confirmed', () => {
    expect(checkOfVerdict({ possibleNextAction: 'ACCEPT', addressComplete: true }, {})).toEqual({ kind: 'accepted' });
    expect(checkOfVerdict({ possibleNextAction: 'CONFIRM' }, { unconfirmedComponentTypes: ['route'] })).toEqual({ kind: 'accepted' });
  });

  it('names the fields to fix, the street when the service names none we know', () => {
    expect(
      checkOfVerdict(
        { possibleNextAction: 'FIX' },
        { missingComponentTypes: ['street_number'], unconfirmedComponentTypes: ['route', 'postal_code'] },
      ),
    ).toEqual({
      kind: 'fix',
      fields: ['streetNumber', 'streetName', 'postalCode'],
    });
    expect(checkOfVerdict({ possibleNextAction: 'FIX' }, { unconfirmedComponentTypes: ['subpremise'] })).toEqual({
      kind: 'fix',
      fields: ['streetName'],
    });
  });

  it('reads an incomplete address without a next action as one to fix (an unset addressComplete means false)', () => {
    expect(checkOfVerdict({}, { missingComponentTypes: ['locality'] })).toEqual({ kind: 'fix', fields: ['city'] });
    expect(checkOfVerdict({ addressComplete: true }, {})).toEqual({ kind: 'accepted' });
  });
});
