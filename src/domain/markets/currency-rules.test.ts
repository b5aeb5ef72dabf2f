import { describe, it, expect } from 'vitest';
import { CURRENCY_CODES } from './countries.ts';
import { usesNarrowSymbol } from '../money/currency-symbols.ts';
import { SHIPPING_FEES, shippingFees } from './currency-rules.ts';

describe('shipping fees', () => {
  it('covers every currency', () => {
    expect(Object.keys(SHIPPING_FEES).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it('gives a country the fees of its currency', () => {
    expect(shippingFees('SK')).toEqual({ freeAbove: 59, parcel: 1.95, freight: 9.95, currency: 'EUR' });
    expect(shippingFees('CZ')).toEqual({ freeAbove: 1399, parcel: 46, freight: 235, currency: 'CZK' });
    expect(shippingFees('CH')).toEqual({ freeAbove: 59, parcel: 1.95, freight: 9.95, currency: 'CHF' });
    // Bulgaria pays in euros since 2026 (countries.ts): the EUR row, not the spec's BGN one.
    expect(shippingFees('BG')).toEqual({ freeAbove: 59, parcel: 1.95, freight: 9.95, currency: 'EUR' });
    expect(SHIPPING_FEES.BGN).toEqual({ freeAbove: 115, parcel: 3.95, freight: 19.95 });
  });

  it('applies the temporary French fees to France only', () => {
    expect(shippingFees('FR')).toEqual({ freeAbove: 59, parcel: 6.95, freight: 39.95, currency: 'EUR' });
    expect(shippingFees('BE').parcel).toBe(1.95);
  });

  it('keeps the Hungarian table fees', () => {
    expect(shippingFees('HU')).toEqual({ freeAbove: 22099, parcel: 730, freight: 3731, currency: 'HUF' });
  });
});

describe('currency display', () => {
  it('uses the narrow symbol for CZK, DKK and SEK only', () => {
    expect(CURRENCY_CODES.filter(usesNarrowSymbol)).toEqual(['DKK', 'SEK', 'CZK']);
    expect(usesNarrowSymbol('NOK')).toBe(false);
  });
});
