import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../markets/countries.ts';
import { isValidPostalCode, postalCodeIsNumeric } from './postal-code.ts';

/** At least two valid and two invalid postal codes for every shopper country (spec part 2 §9). */
const EXAMPLES = {
  AT: { valid: ['1010', '6020'], invalid: ['0100', '101', '10100'] },
  BE: { valid: ['1000', '9000'], invalid: ['0999', '100A'] },
  HU: { valid: ['1051', '9700'], invalid: ['0123', '10511'] },
  BG: { valid: ['1000', '0123'], invalid: ['100', '1000 1'] },
  CH: { valid: ['8001', '3000'], invalid: ['800', 'CH-8001'] },
  DK: { valid: ['2100', '0800'], invalid: ['DK-2100', '21000'] },
  NO: { valid: ['0150', '5003'], invalid: ['015', '50033'] },
  SI: { valid: ['1000', '2000'], invalid: ['SI-1000', '10 00'] },
  CZ: { valid: ['110 00', '11000'], invalid: ['110  00', '1100', '110-00'] },
  SK: { valid: ['811 01', '81101'], invalid: ['8110', '811 011'] },
  SE: { valid: ['114 55', '11455'], invalid: ['S-114 55', '1145'] },
  GR: { valid: ['105 57', '10557'], invalid: ['1055', 'GR10557'] },
  DE: { valid: ['10115', '01067'], invalid: ['1011', '101155', 'D-10115'] },
  ES: { valid: ['28013', '08001'], invalid: ['2801', '28 013'] },
  FI: { valid: ['00100', '33100'], invalid: ['0010', 'FI-00100'] },
  FR: { valid: ['75001', '13001'], invalid: ['7500', '75 001'] },
  HR: { valid: ['10000', '21000'], invalid: ['1000', 'HR-10000'] },
  IT: { valid: ['00184', '20121'], invalid: ['0018', '201211'] },
  LT: { valid: ['01100', '44280'], invalid: ['LT-01100', '0110'] },
  NL: { valid: ['1012 AB', '1012AB'], invalid: ['0123 AB', '1012 A', '1012 A1'] },
  PL: { valid: ['00-950', '31-042'], invalid: ['00950', '00 950', '0-950'] },
  PT: { valid: ['1000-001', '4000-322'], invalid: ['1000', '1000 001', '1000-01'] },
  RO: { valid: ['010011', '400001'], invalid: ['01001', '0100111'] },
  // libaddressinput's zipex for GB, and codes outside its district list or inward-letter set.
  GB: {
    valid: ['EC1Y 8SY', 'GIR 0AA', 'M2 5BQ', 'M34 4AB', 'CR0 2YR', 'DN16 9AA', 'W1A 4ZZ', 'EC1A 1HQ', 'BS18 8HF', 'BFPO 61', 'BFPO61', 'SW1A1AA'],
    invalid: ['QQ1 1AA', 'EC1Y 8CY', 'M2 5B', 'GIR 0AAX', 'BFPO 12345', 'EC1Y  8SY'],
  },
  // libaddressinput's zipex for IE, with and without the space.
  IE: { valid: ['A65 F4E2', 'D02X285'], invalid: ['A65 F4E', 'A65-F4E2', 'A65 F4E22'] },
} satisfies Record<CountryCode, { valid: string[]; invalid: string[] }>;

describe('isValidPostalCode', () => {
  it('has at least two valid and two invalid examples for every one of the 25 countries', () => {
    for (const country of COUNTRY_CODES) {
      expect(EXAMPLES[country].valid.length, country).toBeGreaterThanOrEqual(2);
      expect(EXAMPLES[country].invalid.length, country).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(COUNTRY_CODES)("accepts %s's valid and refuses its invalid postal codes", (country) => {
    for (const code of EXAMPLES[country].valid) expect(isValidPostalCode(country, code), `${country} ${code}`).toBe(true);
    for (const code of EXAMPLES[country].invalid) expect(isValidPostalCode(country, code), `${country} ${code}`).toBe(false);
  });

  it('refuses an empty postal code and letters where digits belong', () => {
    for (const country of COUNTRY_CODES) expect(isValidPostalCode(country, ''), country).toBe(false);
    expect(isValidPostalCode('DE', 'ABCDE')).toBe(false);
  });

  it('trims and upper-cases the input first', () => {
    expect(isValidPostalCode('DE', '  10115 ')).toBe(true);
    expect(isValidPostalCode('NL', '1012 ab')).toBe(true);
    expect(isValidPostalCode('GB', ' ec1y 8sy ')).toBe(true);
    expect(isValidPostalCode('GB', 'gir 0aa')).toBe(true);
    expect(isValidPostalCode('IE', 'a65 f4e2')).toBe(true);
  });

  it("matches the whole input, not a part of it (each country's format is anchored)", () => {
    expect(isValidPostalCode('DE', '10115 Berlin')).toBe(false);
    expect(isValidPostalCode('GB', 'xBFPO 61')).toBe(false);
    expect(isValidPostalCode('RO', '0100112')).toBe(false);
  });

  it('offers the number pad exactly where a code of digits alone is valid (letters in NL, GB, IE; a dash in PL, PT)', () => {
    for (const country of COUNTRY_CODES) {
      const digitsOnly = EXAMPLES[country].valid.some((code) => /^\d+$/.test(code));
      expect(postalCodeIsNumeric(country), country).toBe(digitsOnly);
    }
  });
});
