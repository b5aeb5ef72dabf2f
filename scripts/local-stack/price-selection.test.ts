import type { Price } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { selectPrice } from './price-selection.ts';

const price = (id: string, currencyCode: string, country?: string): Price => ({
  id,
  value: { type: 'centPrecision', centAmount: 100, currencyCode, fractionDigits: 2 },
  ...(country ? { country } : {}),
});

describe('selectPrice', () => {
  const prices = [price('eur', 'EUR'), price('czk', 'CZK'), price('eur-at', 'EUR', 'AT')];

  it('falls back to the price without a country when none is scoped to the requested one', () => {
    expect(selectPrice(prices, { currency: 'CZK', country: 'CZ' })?.id).toBe('czk');
    expect(selectPrice(prices, { currency: 'EUR', country: 'SK' })?.id).toBe('eur');
  });

  it('prefers the price scoped to the requested country', () => {
    expect(selectPrice(prices, { currency: 'EUR', country: 'AT' })?.id).toBe('eur-at');
  });

  it('never picks a price of another currency or scoped to another country', () => {
    expect(selectPrice([price('eur-at', 'EUR', 'AT')], { currency: 'EUR', country: 'DE' })).toBeUndefined();
    expect(selectPrice(prices, { currency: 'GBP', country: 'GB' })).toBeUndefined();
  });
});
