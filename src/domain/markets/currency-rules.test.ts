import { describe, it, expect } from 'vitest';
import { CURRENCY_CODES } from './countries.ts';
import {
  HUNGARY_ALTERNATIVE_SHIPPING_FEES,
  LOW_STOCK_BOUNDARIES,
  SHIPPING_FEES,
  parcelFeeApplies,
  shippingFees,
  usesNarrowSymbol,
} from './currency-rules.ts';

describe('shipping fees', () => {
  it('covers every currency', () => {
    expect(Object.keys(SHIPPING_FEES).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(Object.keys(LOW_STOCK_BOUNDARIES).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it('gives a country the fees of its currency', () => {
    expect(shippingFees('SK')).toEqual({ freeAbove: 59, parcel: 1.95, freight: 9.95, currency: 'EUR' });
    expect(shippingFees('CZ')).toEqual({ freeAbove: 1399, parcel: 46, freight: 235, currency: 'CZK' });
    expect(shippingFees('CH')).toEqual({ freeAbove: 59, parcel: 1.95, freight: 9.95, currency: 'CHF' });
    expect(shippingFees('BG')).toEqual({ freeAbove: 115, parcel: 3.95, freight: 19.95, currency: 'BGN' });
  });

  it('applies the temporary French fees to France only', () => {
    expect(shippingFees('FR')).toEqual({ freeAbove: 59, parcel: 6.95, freight: 39.95, currency: 'EUR' });
    expect(shippingFees('BE').parcel).toBe(1.95);
  });

  it('keeps the Hungarian table fees; the alternative is not applied', () => {
    expect(shippingFees('HU')).toEqual({ freeAbove: 22099, parcel: 730, freight: 3731, currency: 'HUF' });
    expect(HUNGARY_ALTERNATIVE_SHIPPING_FEES.parcel).toBe(1481);
  });

  it('charges the parcel fee strictly below the free-above amount', () => {
    expect(parcelFeeApplies(58.99, 'DE')).toBe(true);
    expect(parcelFeeApplies(59, 'DE')).toBe(false);
    expect(parcelFeeApplies(1398, 'CZ')).toBe(true);
    expect(parcelFeeApplies(1399, 'CZ')).toBe(false);
    expect(parcelFeeApplies(300, 'SE')).toBe(true);
  });
});

describe('currency display', () => {
  it('uses the narrow symbol for CZK, DKK and SEK only', () => {
    expect(CURRENCY_CODES.filter(usesNarrowSymbol)).toEqual(['DKK', 'SEK', 'CZK']);
    expect(usesNarrowSymbol('NOK')).toBe(false);
  });

  it('holds the low-stock boundaries per currency', () => {
    expect(LOW_STOCK_BOUNDARIES.GBP).toEqual({ high: 870, low: 217.5 });
    expect(LOW_STOCK_BOUNDARIES.HUF).toEqual({ high: 375000, low: 93750 });
  });
});
