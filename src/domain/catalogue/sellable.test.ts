import { describe, expect, it } from 'vitest';
import { isEnabledOnMarket, isSellableIn, type SaleFacts } from './sellable.ts';

const sold: SaleFacts = {
  isVirtual: false,
  eligibleForSelling: true,
  enabledOnMarket: null,
  price: { centAmount: 19999, currencyCode: 'EUR', fractionDigits: 2 },
};

describe('isSellableIn', () => {
  it('sells an eligible, priced product that names no markets everywhere', () => {
    expect(isSellableIn(sold, 'de-DE')).toBe(true);
    expect(isSellableIn(sold, 'fr-CH')).toBe(true);
  });

  it('never sells virtual, ineligible or unpriced products', () => {
    expect(isSellableIn({ ...sold, isVirtual: true }, 'de-DE')).toBe(false);
    expect(isSellableIn({ ...sold, eligibleForSelling: false }, 'de-DE')).toBe(false);
    expect(isSellableIn({ ...sold, price: null }, 'de-DE')).toBe(false);
  });

  it('sells a product that names its markets only on the locales enabled with exactly "true"', () => {
    const facts = { ...sold, enabledOnMarket: { 'de-DE': 'true', 'de-AT': 'TRUE', 'de-CH': 'false' } };
    expect(isSellableIn(facts, 'de-DE')).toBe(true);
    expect(isSellableIn(facts, 'de-AT')).toBe(false);
    expect(isSellableIn(facts, 'de-CH')).toBe(false);
    expect(isSellableIn(facts, 'fr-CH')).toBe(false);
  });
});

describe('isEnabledOnMarket', () => {
  it('is true without a market list and false for an empty one', () => {
    expect(isEnabledOnMarket(null, 'sk-SK')).toBe(true);
    expect(isEnabledOnMarket({}, 'sk-SK')).toBe(false);
  });
});
