import { describe, expect, it } from 'vitest';
import { selectPrice, type SelectablePrice } from './price-selection.ts';

type Price = SelectablePrice & { id: string };
const price = (id: string, currencyCode: string, over: Partial<SelectablePrice> = {}): Price => ({ id, value: { currencyCode }, ...over });
const now = new Date('2026-03-15T12:00:00Z');
const germany = { currency: 'EUR', country: 'DE' };

describe('selectPrice', () => {
  it('takes the price of the market currency for every country', () => {
    expect(selectPrice([price('czk', 'CZK'), price('eur', 'EUR')], germany, now)?.id).toBe('eur');
    expect(selectPrice([price('czk', 'CZK')], germany, now)).toBeUndefined();
  });

  it("prefers the country's own price and never takes another country's", () => {
    expect(selectPrice([price('eur', 'EUR'), price('eur-de', 'EUR', { country: 'DE' })], germany, now)?.id).toBe('eur-de');
    expect(selectPrice([price('eur-at', 'EUR', { country: 'AT' }), price('eur', 'EUR')], germany, now)?.id).toBe('eur');
    expect(selectPrice([price('eur-at', 'EUR', { country: 'AT' })], germany, now)).toBeUndefined();
  });

  it('skips prices for a customer group or a channel', () => {
    const prices = [price('b2b', 'EUR', { customerGroup: { id: 'g' } }), price('store', 'EUR', { channel: { id: 'c' } }), price('eur', 'EUR')];
    expect(selectPrice(prices, germany, now)?.id).toBe('eur');
  });

  it('takes a price only inside its validity period, from validFrom up to but not including validUntil', () => {
    const spring = price('spring', 'EUR', { validFrom: '2026-03-01T00:00:00Z', validUntil: '2026-04-01T00:00:00Z' });
    const standing = price('standing', 'EUR');
    expect(selectPrice([standing, spring], germany, now)?.id).toBe('spring');
    expect(selectPrice([standing, spring], germany, new Date('2026-04-01T00:00:00Z'))?.id).toBe('standing');
    expect(selectPrice([standing, spring], germany, new Date('2026-03-01T00:00:00Z'))?.id).toBe('spring');
    expect(selectPrice([standing, spring], germany, new Date('2026-02-28T23:59:59Z'))?.id).toBe('standing');
    expect(selectPrice([price('expired', 'EUR', { validUntil: '2026-01-01T00:00:00Z' })], germany, now)).toBeUndefined();
  });

  it('ranks the country over the validity period, and keeps the list order between equals', () => {
    const datedForAll = price('dated', 'EUR', { validFrom: '2026-01-01T00:00:00Z' });
    expect(selectPrice([datedForAll, price('de', 'EUR', { country: 'DE' })], germany, now)?.id).toBe('de');
    expect(selectPrice([price('first', 'EUR'), price('second', 'EUR')], germany, now)?.id).toBe('first');
  });
});
