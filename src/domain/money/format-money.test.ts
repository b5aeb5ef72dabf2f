import { describe, it, expect } from 'vitest';
import { formatMoney, toMajorUnits } from './format-money.ts';

// Intl separates with no-break spaces; spelled out so the assertions show which one.
const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('toMajorUnits', () => {
  it('divides by ten to the fraction digits', () => {
    expect(toMajorUnits(129900)).toBe(1299);
    expect(toMajorUnits(195, 2)).toBe(1.95);
    expect(toMajorUnits(22099, 0)).toBe(22099);
    expect(toMajorUnits(1, 3)).toBe(0.001);
  });
});

describe('formatMoney', () => {
  it.each([
    [{ centAmount: 129900, currencyCode: 'EUR', fractionDigits: 2 }, 'sk-SK', `1${NBSP}299,00${NBSP}€`],
    [{ centAmount: 129900, currencyCode: 'EUR', fractionDigits: 2 }, 'de-DE', `1.299,00${NBSP}€`],
    [{ centAmount: 129990, currencyCode: 'EUR', fractionDigits: 2 }, 'fr-FR', `1${NNBSP}299,90${NBSP}€`],
    [{ centAmount: 129900, currencyCode: 'CHF', fractionDigits: 2 }, 'de-CH', `CHF${NBSP}1'299.00`],
    [{ centAmount: 129950, currencyCode: 'CHF', fractionDigits: 2 }, 'fr-CH', `1'299.50${NBSP}CHF`],
    [{ centAmount: 5200, currencyCode: 'GBP', fractionDigits: 2 }, 'en-GB', '£52.00'],
    [{ centAmount: 26900, currencyCode: 'PLN', fractionDigits: 2 }, 'pl-PL', `269,00${NBSP}zł`],
  ])('formats %j in %s', (money, locale, expected) => {
    expect(formatMoney(money, locale)).toBe(expected);
  });

  it('uses the narrow symbol for CZK, DKK and SEK, even in a foreign locale', () => {
    expect(formatMoney({ centAmount: 139900, currencyCode: 'CZK', fractionDigits: 2 }, 'cs-CZ')).toBe(`1${NBSP}399,00${NBSP}Kč`);
    expect(formatMoney({ centAmount: 43900, currencyCode: 'DKK', fractionDigits: 2 }, 'da-DK')).toBe(`439,00${NBSP}kr.`);
    expect(formatMoney({ centAmount: 65900, currencyCode: 'SEK', fractionDigits: 2 }, 'sv-SE')).toBe(`659,00${NBSP}kr`);
    expect(formatMoney({ centAmount: 65900, currencyCode: 'SEK', fractionDigits: 2 }, 'en-GB')).toBe(`kr${NBSP}659.00`);
    expect(formatMoney({ centAmount: 68900, currencyCode: 'NOK', fractionDigits: 2 }, 'en-GB')).toBe(`NOK${NBSP}689.00`);
  });

  it('shows every forint amount in whole forints, a price and a tax line with a fraction alike', () => {
    expect(formatMoney({ centAmount: 2209900, currencyCode: 'HUF', fractionDigits: 2 }, 'hu-HU')).toBe(`22${NBSP}099${NBSP}Ft`);
    expect(formatMoney({ centAmount: 1740079, currencyCode: 'HUF', fractionDigits: 2 }, 'hu-HU')).toBe(`17${NBSP}401${NBSP}Ft`);
    expect(formatMoney({ centAmount: 469821, currencyCode: 'HUF', fractionDigits: 2 }, 'hu-HU')).toBe(`4698${NBSP}Ft`); // Hungarian groups from five digits on
    expect(formatMoney({ centAmount: 2209950, currencyCode: 'HUF', fractionDigits: 2 }, 'hu-HU')).toBe(`22${NBSP}100${NBSP}Ft`);
    expect(formatMoney({ centAmount: 2209950, currencyCode: 'HUF', fractionDigits: 2 }, 'en-GB')).toBe(`HUF${NBSP}22,100`);
    expect(formatMoney({ centAmount: 22099, currencyCode: 'HUF', fractionDigits: 0 }, 'hu-HU')).toBe(`22${NBSP}099${NBSP}Ft`);
  });

  it('defaults to two fraction digits', () => {
    expect(formatMoney({ centAmount: 195, currencyCode: 'EUR' }, 'de-AT')).toBe(`€${NBSP}1,95`);
  });
});
