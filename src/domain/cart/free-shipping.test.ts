import { describe, expect, it } from 'vitest';
import type { Money } from '../catalogue/types.ts';
import type { CurrencyCode } from '../markets/countries.ts';
import { freeShippingProgress, shippingFee } from './free-shipping.ts';

const money = (centAmount: number, currencyCode: CurrencyCode = 'EUR'): Money => ({ centAmount, currencyCode, fractionDigits: 2 });

describe('freeShippingProgress', () => {
  it('reports the remaining amount below the threshold', () => {
    expect(freeShippingProgress(money(4000), 'DE')).toEqual({ threshold: money(5900), remaining: money(1900), free: false });
  });

  it('is free at the threshold itself and above it', () => {
    expect(freeShippingProgress(money(5900), 'DE')).toEqual({ threshold: money(5900), remaining: money(0), free: true });
    expect(freeShippingProgress(money(12000), 'DE')).toEqual({ threshold: money(5900), remaining: money(0), free: true });
    expect(freeShippingProgress(money(5899), 'DE').remaining).toEqual(money(1));
  });

  it('uses the threshold of the country currency', () => {
    expect(freeShippingProgress(money(0, 'HUF'), 'HU').threshold).toEqual(money(2209900, 'HUF'));
    expect(freeShippingProgress(money(5000, 'GBP'), 'GB')).toEqual({ threshold: money(5200, 'GBP'), remaining: money(200, 'GBP'), free: false });
    expect(freeShippingProgress(money(43900, 'DKK'), 'DK').free).toBe(true);
  });

  it('keeps the subtotal fraction digits', () => {
    const huf = { centAmount: 22099, currencyCode: 'HUF' as const, fractionDigits: 0 };
    expect(freeShippingProgress(huf, 'HU')).toEqual({ threshold: huf, remaining: { ...huf, centAmount: 0 }, free: true });
  });

  it('is free from the threshold on, not a cent below it', () => {
    for (const [cents, free] of [
      [0, false],
      [5898, false],
      [5899, false],
      [5900, true],
      [5901, true],
    ] as const) {
      expect(freeShippingProgress(money(cents), 'FR').free).toBe(free);
    }
  });

  it('refuses a subtotal in another currency than the country', () => {
    expect(() => freeShippingProgress(money(5900, 'EUR'), 'CZ')).toThrow(RangeError);
  });
});

describe('shippingFee', () => {
  it('charges the parcel fee below the threshold and nothing from it on', () => {
    expect(shippingFee('parcel', money(5899), 'DE')).toEqual(money(195));
    expect(shippingFee('parcel', money(5900), 'DE')).toEqual(money(0));
    expect(shippingFee('parcel', money(100000, 'CZK'), 'CZ')).toEqual(money(4600, 'CZK'));
    expect(shippingFee('parcel', money(139800, 'CZK'), 'CZ')).toEqual(money(4600, 'CZK'));
    expect(shippingFee('parcel', money(139900, 'CZK'), 'CZ')).toEqual(money(0, 'CZK'));
    expect(shippingFee('parcel', money(30000, 'SEK'), 'SE')).toEqual(money(2200, 'SEK'));
    expect(shippingFee('parcel', money(0), 'BG')).toEqual(money(195));
  });

  it('always charges the freight fee', () => {
    expect(shippingFee('freight', money(1000), 'DE')).toEqual(money(995));
    expect(shippingFee('freight', money(500000), 'DE')).toEqual(money(995));
    expect(shippingFee('freight', money(500000, 'SEK'), 'SE')).toEqual(money(11100, 'SEK'));
  });

  it("applies France's temporary fees", () => {
    expect(shippingFee('parcel', money(1000), 'FR')).toEqual(money(695));
    expect(shippingFee('parcel', money(5900), 'FR')).toEqual(money(0));
    expect(shippingFee('freight', money(1000), 'FR')).toEqual(money(3995));
    expect(shippingFee('parcel', money(1000), 'BE')).toEqual(money(195));
  });
});
