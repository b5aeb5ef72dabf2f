import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../markets/countries.ts';
import { isValidStreetNumber } from './street-number.ts';

const CHECK_OFF: readonly CountryCode[] = ['CZ', 'PL', 'RO'];

describe('isValidStreetNumber', () => {
  it.each(COUNTRY_CODES.filter((country) => !CHECK_OFF.includes(country)))('in %s needs a digit', (country) => {
    expect(isValidStreetNumber(country, '12')).toBe(true);
    expect(isValidStreetNumber(country, '12a')).toBe(true);
    expect(isValidStreetNumber(country, '3/5')).toBe(true);
    expect(isValidStreetNumber(country, 'bez čísla')).toBe(false);
    expect(isValidStreetNumber(country, 'a')).toBe(false);
  });

  it.each(CHECK_OFF)('in %s takes a street number without a digit (the check is off)', (country) => {
    expect(isValidStreetNumber(country, 'bez numeru')).toBe(true);
    expect(isValidStreetNumber(country, '12')).toBe(true);
  });

  it('covers all 25 countries between the two groups', () => {
    expect(COUNTRY_CODES.filter((country) => isValidStreetNumber(country, 'x')).sort()).toEqual([...CHECK_OFF].sort());
  });
});
