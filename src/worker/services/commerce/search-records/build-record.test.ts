import { describe, expect, it } from 'vitest';
import type { Category, Price, ProductProjection } from '@commercetools/platform-sdk';
import { marketFor } from '../../../../domain/markets/resolve-market.ts';
import { buildRecord, buildRecords } from './build-record.ts';
import type { CatalogueSnapshot } from './snapshot.ts';

const category = (id: string, key: string, en: string, de: string, parent?: string): Category => ({
  id,
  key,
  version: 1,
  createdAt: '',
  lastModifiedAt: '',
  name: { en, de },
  slug: { en: key },
  ancestors: [],
  orderHint: '0.1',
  ...(parent ? { parent: { typeId: 'category', id: parent } } : {}),
});

const categories = [
  category('root', 'all-categories', 'All', 'Alle'),
  category('gastro', 'gastronomy', 'Gastronomy', 'Gastronomie', 'root'),
  category('meat', 'meat-processing', 'Meat processing', 'Fleischverarbeitung', 'gastro'),
  category('grinders', 'meat-grinders', 'Meat grinders', 'Fleischwölfe', 'meat'),
  category('industry', 'industry-categories', 'Industry', 'Industrie'),
  category('butcher', 'butchers', 'Butchers', 'Metzgereien', 'industry'),
];

const money = (currencyCode: string, centAmount: number) => ({ type: 'centPrecision' as const, currencyCode, centAmount, fractionDigits: 2 });
const onSale = (id: string, currencyCode: string, centAmount: number, original: number, over: Partial<Price> = {}): Price => ({
  id,
  value: money(currencyCode, centAmount),
  custom: { type: { typeId: 'type', id: 't' }, fields: { originalPrice: money(currencyCode, original) } },
  ...over,
});

const PRICES: Price[] = [
  onSale('eur', 'EUR', 19999, 24999),
  { id: 'chf', value: money('CHF', 19599) },
  { id: 'chf-b2b', value: money('CHF', 100), customerGroup: { typeId: 'customer-group', id: 'g' } },
];

const product = (attributes: Record<string, unknown> = {}, prices: Price[] = PRICES, over: Partial<ProductProjection> = {}): ProductProjection => ({
  id: 'p1',
  version: 1,
  createdAt: '2024-01-01T00:00:00.000Z',
  lastModifiedAt: '',
  key: 'p1',
  productType: { typeId: 'product-type', id: 'pt' },
  name: { en: 'Meat grinder', de: 'Fleischwolf' },
  slug: { en: 'meat-grinder-10000001', de: 'fleischwolf-10000001' },
  categories: [
    { typeId: 'category', id: 'grinders' },
    { typeId: 'category', id: 'butcher' },
  ],
  searchKeywords: {},
  variants: [],
  attributes: [],
  masterVariant: {
    id: 1,
    sku: 'EX10000001',
    images: [{ url: 'https://img/1.jpg', dimensions: { w: 1, h: 1 } }],
    prices,
    attributes: Object.entries({
      brand: 'Royal Catering',
      tags: ['new', 'campaign:black_friday'],
      // A demo attribute of old: ignored, the statistics count.
      avgRating: 1.5,
      reviewCount: 99,
      releaseDate: '2025-03-01',
      eligibleForSelling: true,
      ...attributes,
    }).map(([name, value]) => ({ name, value })),
  },
  reviewRatingStatistics: { averageRating: 4.6, highestRating: 5, lowestRating: 3, count: 12, ratingsDistribution: { '3': 1, '4': 3, '5': 8 } },
  ...over,
});

const snapshot = (products: ProductProjection[] = []): CatalogueSnapshot => ({ products, categories, stock: { EX10000001: 7 } });
const austria = marketFor('AT', 'de');
const now = new Date('2026-03-15T12:00:00Z');

describe('buildRecord', () => {
  it('builds the German record for Austria', () => {
    expect(buildRecord(product(), snapshot(), austria, now)).toEqual({
      objectID: 'EX10000001',
      sku: 'EX10000001',
      productId: 'p1',
      name: 'Fleischwolf',
      slug: 'fleischwolf-10000001',
      brand: 'Royal Catering',
      categories: { lvl0: 'Gastronomie', lvl1: 'Gastronomie > Fleischverarbeitung', lvl2: 'Gastronomie > Fleischverarbeitung > Fleischwölfe' },
      categoryKeys: ['all-categories', 'gastronomy', 'meat-processing', 'meat-grinders', 'industry-categories', 'butchers'],
      price: 199.99,
      currency: 'EUR',
      originalPrice: 249.99,
      avgRating: 4.6,
      reviewCount: 12,
      tags: ['new', 'campaign:black_friday'],
      stock: 7,
      image: 'https://img/1.jpg',
      releaseDate: '2025-03-01',
      releaseTimestamp: Date.UTC(2025, 2, 1) / 1000,
      campaignTags: ['campaign:black_friday'],
      locale: 'de-AT',
    });
  });

  it('falls back to English and uses the country currency without customer-group prices', () => {
    const record = buildRecord(product(), snapshot(), marketFor('CH', 'fr'), now);
    expect(record).toMatchObject({ name: 'Meat grinder', price: 195.99, currency: 'CHF', categories: { lvl0: 'Gastronomy' } });
    expect(record).not.toHaveProperty('originalPrice');
  });

  it('skips what the market does not sell: virtual, ineligible, not enabled there, unpriced', () => {
    const germany = marketFor('DE');
    expect(buildRecord(product({ isVirtual: true }), snapshot(), germany, now)).toBeUndefined();
    expect(buildRecord(product({ eligibleForSelling: false }), snapshot(), germany, now)).toBeUndefined();
    expect(buildRecord(product(), snapshot(), marketFor('PL'), now)).toBeUndefined();
    const enabled = product({ enabledOnMarket: { 'de-DE': 'true', 'de-CH': 'false' } });
    expect(buildRecord(enabled, snapshot(), germany, now)?.sku).toBe('EX10000001');
    expect(buildRecord(enabled, snapshot(), marketFor('CH', 'de'), now)).toBeUndefined();
    expect(buildRecord(enabled, snapshot(), austria, now)).toBeUndefined();
  });

  it('prices with the price valid now, and strikes through only a higher original price', () => {
    const spring = onSale('spring', 'EUR', 14999, 19999, { validFrom: '2026-03-01T00:00:00Z', validUntil: '2026-04-01T00:00:00Z' });
    const prices = [{ id: 'eur', value: money('EUR', 19999) }, spring];
    expect(buildRecord(product({}, prices), snapshot(), austria, now)).toMatchObject({ price: 149.99, originalPrice: 199.99 });
    const after = buildRecord(product({}, prices), snapshot(), austria, new Date('2026-04-02T00:00:00Z'));
    expect(after?.price).toBe(199.99);
    expect(after).not.toHaveProperty('originalPrice');
    expect(buildRecord(product({}, [onSale('eur', 'EUR', 19999, 19999)]), snapshot(), austria, now)).not.toHaveProperty('originalPrice');
  });

  it('charges a product discount and shows the list price as the original', () => {
    const discounted: Price = {
      id: 'eur',
      value: money('EUR', 24999),
      discounted: { value: money('EUR', 19999), discount: { typeId: 'product-discount', id: 'd' } },
    };
    expect(buildRecord(product({}, [discounted]), snapshot(), austria, now)).toMatchObject({ price: 199.99, originalPrice: 249.99 });
  });

  it("reads product-level attributes before the variant's", () => {
    const record = buildRecord(product({}, PRICES, { attributes: [{ name: 'brand', value: 'Gastrova' }] }), snapshot(), austria, now);
    expect(record?.brand).toBe('Gastrova');
  });
});

describe('buildRecords', () => {
  it('builds one record per product the market sells', () => {
    const products = [product(), product({ isVirtual: true }, PRICES, { id: 'p2' })];
    expect(buildRecords(snapshot(products), marketFor('IE'), now)).toHaveLength(1);
  });
});
