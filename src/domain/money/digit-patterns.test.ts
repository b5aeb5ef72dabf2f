import { afterEach, describe, expect, it } from 'vitest';
import { ALL_LOCALES } from '../markets/countries.ts';
import { CURRENCY_CODES } from '../markets/country-codes.ts';
import { formatNumber } from '../../react/i18n/number-format.ts';
import { adoptDigitPatterns, writeDigits } from './digit-patterns.ts';
import { displayFractionDigits, formatMoney, moneyDigitPatterns, toMajorUnits } from './format-money.ts';

/** Amounts in minor units: rounding edges, every grouping length, zero and negatives (refunds, discounts). */
const CENTS = [0, 1, 5, 49, 50, 99, 100, 995, 999, 1000, 1005, 99999, 100000, 123456, 999999, 1234567, 99999999, 123456789012, -1, -1999, -123456];
/** Plain numbers (counts, ratings, percentages) with Intl's default 0–3 digits and with fixed digits. */
const NUMBERS = [
  0, 1, 2.5, 4.95, 4.666666, 1.0005, 1.005, 0.0005, 12.345, 999.9995, 1000, 1234, 12345, 999999.9999, 1e6, 123456789, -3, -0.5, -1234.5,
];

afterEach(() => adoptDigitPatterns(null));

describe('digit patterns', () => {
  it.each(ALL_LOCALES)('write every currency and number of %s exactly as Intl does', (locale) => {
    const patterns = moneyDigitPatterns(locale, CURRENCY_CODES);
    if (!patterns) throw new Error(`no digit patterns for ${locale}`);
    expect(Object.keys(patterns.money).sort()).toEqual([...CURRENCY_CODES].sort());
    for (const currencyCode of CURRENCY_CODES) {
      const pattern = patterns.money[currencyCode];
      if (!pattern) throw new Error(`no pattern for ${currencyCode}`);
      for (const fractionDigits of [2, 0, 3]) {
        const digits = displayFractionDigits(currencyCode, fractionDigits);
        const written = CENTS.map((centAmount) => writeDigits(pattern, toMajorUnits(centAmount, fractionDigits), digits, digits));
        const expected = CENTS.map((centAmount) => formatMoney({ centAmount, currencyCode, fractionDigits }, locale));
        expect(written, `${currencyCode} with ${fractionDigits} digits`).toEqual(expected);
      }
    }
    for (const fractionDigits of [undefined, 0, 1, 2]) {
      const written = NUMBERS.map((value) => writeDigits(patterns.number, value, fractionDigits ?? 0, fractionDigits ?? 3));
      const expected = NUMBERS.map((value) => formatNumber(value, locale, fractionDigits));
      expect(written, `numbers with ${fractionDigits ?? 'up to 3'} digits`).toEqual(expected);
    }
  });

  it('are what the browser formats prices and numbers with once adopted', () => {
    const patterns = moneyDigitPatterns('de-DE', ['EUR']);
    if (!patterns?.money['EUR']) throw new Error('de-DE has patterns');
    // Marked separators show which way the text was written.
    adoptDigitPatterns({ ...patterns, number: { ...patterns.number, group: '_' }, money: { EUR: { ...patterns.money['EUR'], decimal: '~' } } });
    expect(formatMoney({ centAmount: 129900, currencyCode: 'EUR' }, 'de-DE')).toBe('1.299~00\u00A0€');
    expect(formatNumber(12345, 'de-DE')).toBe('12_345');
  });

  it('are used only for the locale they were read for', () => {
    adoptDigitPatterns(moneyDigitPatterns('de-DE', ['EUR']));
    expect(formatMoney({ centAmount: 129900, currencyCode: 'EUR' }, 'fr-FR')).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1299),
    );
  });

  it('leave to Intl what they do not write: exponents, NaN and infinity', () => {
    const pattern = moneyDigitPatterns('de-DE', []);
    if (!pattern) throw new Error('de-DE has a pattern');
    expect(writeDigits(pattern.number, 1e21, 0, 3)).toBeNull();
    expect(writeDigits(pattern.number, 1e-7, 0, 3)).toBeNull();
    expect(writeDigits(pattern.number, Number.NaN, 0, 3)).toBeNull();
    expect(writeDigits(pattern.number, Number.POSITIVE_INFINITY, 0, 3)).toBeNull();
    adoptDigitPatterns(pattern);
    expect(formatNumber(Number.NaN, 'de-DE')).toBe('NaN');
  });
});
