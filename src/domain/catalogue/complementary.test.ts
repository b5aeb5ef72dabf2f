import { describe, expect, it } from 'vitest';
import { COMPLEMENTARY_PRODUCTS_LIMIT, pickComplementary } from './complementary.ts';
import type { Product } from './types.ts';

const product = (sku: string, categoryIds: string[], reviewCount = 10, priced = true): Product => ({
  id: sku,
  sku,
  name: sku,
  slug: `p-${sku}`,
  slugs: {},
  soldIn: [],
  description: '',
  metaTitle: '',
  metaDescription: '',
  brand: 'Gastrova',
  images: [{ url: `/images/${sku}.svg`, width: 800, height: 800 }],
  images360: [],
  price: priced ? { centAmount: 1000, currencyCode: 'EUR', fractionDigits: 2 } : null,
  originalPrice: null,
  highlights: [],
  techDetails: [],
  tags: [],
  volumeDiscountGroup: null,
  freight: false,
  isBware: false,
  ean: '',
  avgRating: 4.5,
  reviewCount,
  categoryIds,
  complementaryCategoryIds: [],
});

const base = { sku: 'EX10010001', complementaryCategoryIds: ['sealers', 'grinders'] };
const sealers = ['EX10010005', 'EX10010006', 'EX10010007', 'EX10010008'].map((sku, i) => product(sku, ['sealers'], 100 - i));
const grinders = ['EX10010003', 'EX10010004'].map((sku, i) => product(sku, ['grinders'], 50 - i));
const onStock = (skus: string[], quantity = 10) => new Map(skus.map((sku) => [sku, quantity]));
const all = [...sealers, ...grinders];

describe('pickComplementary', () => {
  it(`takes turns between the referenced categories, most reviewed first, at most ${COMPLEMENTARY_PRODUCTS_LIMIT}`, () => {
    const cards = pickComplementary(base, all, onStock(all.map((p) => p.sku)));
    expect(cards.map((card) => card.sku)).toEqual(['EX10010005', 'EX10010003', 'EX10010006', 'EX10010004']);
    expect(cards[0]).toMatchObject({ slug: 'p-EX10010005', image: '/images/EX10010005.svg', stock: 10 });
  });

  it('leaves out the product itself, products without a price and products out of stock', () => {
    const self = product('EX10010001', ['sealers'], 999);
    const unpriced = product('EX10010009', ['sealers'], 998, false);
    const stock = onStock([...all.map((p) => p.sku), 'EX10010001', 'EX10010009']);
    stock.set('EX10010005', 0);
    const cards = pickComplementary(base, [self, unpriced, ...all], stock);
    expect(cards.map((card) => card.sku)).toEqual(['EX10010006', 'EX10010003', 'EX10010007', 'EX10010004']);
  });

  it('shows a product listed in two referenced categories once', () => {
    const both = product('EX10010099', ['sealers', 'grinders'], 1000);
    const cards = pickComplementary(base, [both, ...all], onStock([...all.map((p) => p.sku), 'EX10010099']));
    expect(cards.map((card) => card.sku)).toEqual(['EX10010099', 'EX10010003', 'EX10010005', 'EX10010004']);
  });

  it('is empty without references', () => {
    expect(pickComplementary({ sku: 'EX10010001', complementaryCategoryIds: [] }, all, onStock(all.map((p) => p.sku)))).toEqual([]);
  });
});
