import { describe, expect, it } from 'vitest';
import { originalPriceToShow, shownPrice } from './shown-price.ts';
import type { Money } from './types.ts';

const eur = (centAmount: number): Money => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

describe('originalPriceToShow', () => {
  it('shows a higher original price in the same currency', () => {
    expect(originalPriceToShow(eur(19999), eur(24999))).toEqual(eur(24999));
  });

  it("shows nothing for no, an equal, a lower or another currency's original price", () => {
    expect(originalPriceToShow(eur(19999), null)).toBeNull();
    expect(originalPriceToShow(eur(19999), eur(19999))).toBeNull();
    expect(originalPriceToShow(eur(19999), eur(9999))).toBeNull();
    expect(originalPriceToShow(eur(19999), { centAmount: 2499900, currencyCode: 'CZK', fractionDigits: 2 })).toBeNull();
  });

  it('compares amounts, not minor units, when the fraction digits differ', () => {
    expect(originalPriceToShow(eur(10000), { centAmount: 1001, currencyCode: 'EUR', fractionDigits: 1 })).toEqual({
      centAmount: 1001,
      currencyCode: 'EUR',
      fractionDigits: 1,
    });
    expect(originalPriceToShow(eur(10000), { centAmount: 999, currencyCode: 'EUR', fractionDigits: 1 })).toBeNull();
  });
});

describe('shownPrice', () => {
  it("charges the list price and shows the sale's original price", () => {
    expect(shownPrice({ value: eur(19999), discounted: null, original: eur(24999) })).toEqual({ price: eur(19999), originalPrice: eur(24999) });
  });

  it('charges the discounted price and shows the list price as the original', () => {
    expect(shownPrice({ value: eur(24999), discounted: eur(19999), original: eur(29999) })).toEqual({ price: eur(19999), originalPrice: eur(24999) });
  });

  it('shows no original price that is not above the price paid', () => {
    expect(shownPrice({ value: eur(19999), discounted: null, original: eur(15999) })).toEqual({ price: eur(19999), originalPrice: null });
  });
});
