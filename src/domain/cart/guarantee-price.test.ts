import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money.ts';
import { guaranteePrice, isUsableRate } from './guarantee-price.ts';

const eur = (centAmount: number): Money => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

describe('guaranteePrice', () => {
  it('is the product unit price times the rate percent, in the same currency and precision', () => {
    expect(guaranteePrice(eur(129900), 8)).toEqual(eur(10392));
    expect(guaranteePrice(eur(28899), 8)).toEqual(eur(2312)); // 2311.92 → 2312
    expect(guaranteePrice({ centAmount: 4999000, currencyCode: 'HUF', fractionDigits: 2 }, 12)).toEqual({
      centAmount: 599880,
      currencyCode: 'HUF',
      fractionDigits: 2,
    });
    expect(guaranteePrice({ centAmount: 22099, currencyCode: 'HUF', fractionDigits: 0 }, 15)).toEqual({
      centAmount: 3315,
      currencyCode: 'HUF',
      fractionDigits: 0,
    }); // 3314.85 → 3315
  });

  it('rounds half up to the minor unit', () => {
    expect(guaranteePrice(eur(1999), 15)).toEqual(eur(300)); // 299.85 → 300
    expect(guaranteePrice(eur(1990), 15)).toEqual(eur(299)); // 298.5 → 299
    expect(guaranteePrice(eur(1970), 15)).toEqual(eur(296)); // 295.5 → 296 (half even would give 296 too)
    expect(guaranteePrice(eur(1950), 15)).toEqual(eur(293)); // 292.5 → 293 (half even would give 292)
    expect(guaranteePrice(eur(1994), 15)).toEqual(eur(299)); // 299.1 → 299
  });

  it('applies fractional rates exactly, without float noise', () => {
    expect(guaranteePrice(eur(1000), 8.25)).toEqual(eur(83)); // 82.5 → 83
    expect(guaranteePrice(eur(1999), 8.5)).toEqual(eur(170)); // 169.915 → 170
    expect(guaranteePrice(eur(30), 10.1)).toEqual(eur(3)); // 3.03 → 3
    expect(guaranteePrice(eur(5), 10.1)).toEqual(eur(1)); // 0.505 → 1
  });

  it('refuses a rate that cannot price a guarantee', () => {
    for (const rate of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isUsableRate(rate)).toBe(false);
      expect(() => guaranteePrice(eur(1000), rate)).toThrow(RangeError);
    }
    expect(isUsableRate(8)).toBe(true);
  });
});
