// The product page's deferred parts, as the browser reads them back from the streamed JSON with the
// schemas the page passes: well-formed values hydrate, anything else is logged and left out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionalComparisonTableSchema } from '../../domain/catalogue/comparison-table-schema.ts';
import { ProductCardsSchema, type ProductCard } from '../../domain/catalogue/product-card.ts';
import { VolumeDiscountTiersSchema } from '../../domain/catalogue/volume-discounts.ts';
import { parseStreamedValue } from './streamed-value.ts';

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });
const card: ProductCard = {
  sku: 'EX10010001',
  name: 'Kontaktgrill',
  slug: 'kontaktgrill-10010001',
  brand: 'Royal Catering',
  price: { centAmount: 19999, currencyCode: 'EUR', fractionDigits: 2 },
  originalPrice: null,
  avgRating: 4.5,
  reviewCount: 12,
  stock: 3,
  image: '/images/products/grill.svg',
  tags: ['new'],
};

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => vi.restoreAllMocks());

describe('parseStreamedValue', () => {
  it('reads well-formed cards, tiers and comparison tables', () => {
    expect(parseStreamedValue('related', JSON.stringify([card]), ProductCardsSchema)).toEqual({ found: true, value: [card] });
    expect(parseStreamedValue('volume-discounts', '[{"minQuantity":3,"percent":5}]', VolumeDiscountTiersSchema)).toEqual({
      found: true,
      value: [{ minQuantity: 3, percent: 5 }],
    });
    const table = {
      columns: [{ sku: 'A', name: 'A', slug: 'a-10000001', brand: 'B', image: '', price: eur(100), originalPrice: null, current: true }],
      rows: [{ label: 'Power', values: ['2 kW'] }],
    };
    expect(parseStreamedValue('comparison', JSON.stringify(table), OptionalComparisonTableSchema)).toEqual({ found: true, value: table });
    expect(parseStreamedValue('comparison', 'null', OptionalComparisonTableSchema)).toEqual({ found: true, value: null });
  });

  it('leaves out an array whose items are not product cards, and says why', () => {
    const warn = warnings();
    const { price: _price, ...withoutPrice } = card;
    for (const malformed of [
      [{ sku: 'EX10010001' }],
      [withoutPrice],
      [{ ...card, price: { ...card.price, currencyCode: 'XYZ' } }],
      [{ ...card, stock: '3' }],
    ]) {
      expect(parseStreamedValue('related', JSON.stringify(malformed), ProductCardsSchema)).toEqual({ found: false });
    }
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]?.[0]).toContain('deferred part "related" left out: unexpected shape');
  });

  it('leaves out other shapes: an object for a list, a table without rows, tiers of text', () => {
    const warn = warnings();
    expect(parseStreamedValue('recommendations', JSON.stringify({ 0: card }), ProductCardsSchema)).toEqual({ found: false });
    expect(parseStreamedValue('comparison', '{"columns":[]}', OptionalComparisonTableSchema)).toEqual({ found: false });
    expect(parseStreamedValue('volume-discounts', '[{"minQuantity":"3","percent":5}]', VolumeDiscountTiersSchema)).toEqual({ found: false });
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('leaves out text that is not JSON and a missing value, and says so', () => {
    const warn = warnings();
    expect(parseStreamedValue('complementary', '[{"sku":', ProductCardsSchema)).toEqual({ found: false });
    expect(parseStreamedValue('complementary', undefined, ProductCardsSchema)).toEqual({ found: false });
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'deferred part "complementary" left out: the streamed value is not JSON',
      'deferred part "complementary" left out: no streamed value',
    ]);
  });
});
