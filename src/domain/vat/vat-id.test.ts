import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../markets/countries.ts';
import { VAT_PREFIX } from '../markets/country-rules.ts';
import { DEMO_SELLER_VAT_IDS } from './seller-vat-ids.ts';
import { normaliseVatId, VAT_ID_CLEANING } from './vat-id.ts';

/** One typed number per country (separators, lower case, the prefix sometimes typed) and what the VAT service gets. */
const EVERY_COUNTRY: readonly [CountryCode, string, string][] = [
  ['SK', '2020 123 456', 'SK2020123456'],
  ['IE', 'ie 1234567-wa', 'IE1234567WA'],
  ['DE', '123.456.789', 'DE123456789'],
  ['PT', 'PT 501 964 843', 'PT501964843'],
  ['IT', '0074 3110 157', 'IT00743110157'],
  ['FR', 'fr 40-303265045', 'FR40303265045'],
  ['HU', '12892312-2-42', 'HU12892312'],
  ['CZ', 'CZ 2568 1234', 'CZ25681234'],
  ['AT', 'atu 1234-5678', 'ATU12345678'],
  ['NO', '923 609 016 MVA', 'NO923609016'],
  ['NL', 'nl 8057.11.267.b01', 'NL805711267B01'],
  ['CH', 'che-116.281.710 mwst', 'CHE-116.281.710MWST'],
  ['BE', '0403.170.701', 'BE0403170701'],
  ['DK', 'DK 13 58 50 19', 'DK13585019'],
  ['SE', '5560 7429 3201', 'SE556074293201'],
  ['ES', 'es-b 8260 2712', 'ESB82602712'],
  ['GB', 'gb 980 7806 84', 'GB980780684'],
  ['FI', 'FI 0112-0389', 'FI01120389'],
  ['PL', '526-000-12-46', 'PL5260001246'],
  ['RO', 'RO 1867 1895', 'RO18671895'],
  ['LT', '1000 0000 2217', 'LT100000002217'],
  ['SI', 'SI 5058 1810', 'SI50581810'],
  ['BG', 'bg 175 074 752', 'BG175074752'],
  ['GR', 'gr 094 014 201', 'EL094014201'],
  ['HR', 'HR 333-0785-5423', 'HR33307855423'],
];

const vatId = (...args: Parameters<typeof normaliseVatId>) => {
  const result = normaliseVatId(...args);
  return result.ok ? result.vatId : result.error;
};

describe('normaliseVatId', () => {
  it('adds the country prefix of the spec table to a bare number', () => {
    expect(vatId('DE', '123456789')).toBe('DE123456789');
    expect(vatId('PL', '1234567890')).toBe('PL1234567890');
  });

  it('uses CHE for Switzerland and EL for Greece', () => {
    expect(vatId('CH', '123.456.789')).toBe('CHE123.456.789');
    expect(vatId('GR', '123456789')).toBe('EL123456789');
  });

  it('does not double a prefix the shopper typed, in any case', () => {
    expect(vatId('DE', 'de 123 456 789')).toBe('DE123456789');
    expect(vatId('AT', 'ATU12345678')).toBe('ATU12345678');
    expect(vatId('CH', 'CHE-123.456.789')).toBe('CHE-123.456.789');
    expect(vatId('GR', 'EL123456789')).toBe('EL123456789');
    expect(vatId('GR', 'GR123456789')).toBe('EL123456789');
  });

  it('removes every non-digit for digit-only countries', () => {
    expect(vatId('SK', ' 20-20.12 34/56 ')).toBe('SK2020123456');
    expect(vatId('BE', '0123.456.789')).toBe('BE0123456789');
    expect(vatId('NO', '123456789 MVA')).toBe('NO123456789');
  });

  it('removes non-word characters for alphanumeric countries and keeps the letters', () => {
    expect(vatId('AT', 'u 123-456_78')).toBe('ATU12345678');
    expect(vatId('NL', '123456789.b01')).toBe('NL123456789B01');
    expect(vatId('ES', 'x-1234567-l')).toBe('ESX1234567L');
    expect(vatId('IE', '1234567 wa')).toBe('IE1234567WA');
    expect(vatId('FR', 'ab 123 456 789')).toBe('FRAB123456789');
  });

  it('removes only whitespace for Switzerland and Great Britain', () => {
    expect(vatId('GB', 'GD 001')).toBe('GBGD001');
    expect(vatId('GB', '123 4567 89')).toBe('GB123456789');
    expect(vatId('CH', 'CHE 123.456.789 MWST')).toBe('CHE123.456.789MWST');
  });

  it('keeps the first 8 characters in Hungary', () => {
    expect(vatId('HU', '12345678-1-23')).toBe('HU12345678');
    expect(vatId('HU', 'HU 1234 5678')).toBe('HU12345678');
  });

  it('needs at least 2 characters after cleaning', () => {
    expect(vatId('DE', '1')).toBe('too-short');
    expect(vatId('DE', 'DE')).toBe('too-short');
    expect(vatId('DE', '  --  ')).toBe('too-short');
    expect(vatId('DE', '12')).toBe('DE12');
  });

  it('has a cleaning rule for every country, and a demo seller ID with each prefix', () => {
    for (const code of COUNTRY_CODES) {
      expect(VAT_ID_CLEANING[code]).toBeDefined();
      expect(DEMO_SELLER_VAT_IDS[code].startsWith(VAT_PREFIX[code])).toBe(true);
      expect(vatId(code, DEMO_SELLER_VAT_IDS[code])).toBe(DEMO_SELLER_VAT_IDS[code]);
    }
  });

  it.each(EVERY_COUNTRY)('%s: %s is sent as %s', (country, typed, expected) => {
    expect(vatId(country, typed)).toBe(expected);
  });

  it('covers all 25 countries', () => {
    expect(new Set(EVERY_COUNTRY.map(([country]) => country))).toEqual(new Set(COUNTRY_CODES));
  });
});
