import { describe, expect, it } from 'vitest';
import type { Category, ProductProjection } from '@commercetools/platform-sdk';
import { buildRecord, buildRecords, localized, primarySettings, replicaSettings, selectPrice, type CatalogueSnapshot } from './search-records.ts';

const category = (id: string, key: string, en: string, de: string, parent?: string): Category => ({
  id, key, version: 1, createdAt: '', lastModifiedAt: '', name: { en, de }, slug: { en: key }, ancestors: [], orderHint: '0.1',
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

const product = (over: Partial<ProductProjection> = {}, attributes: Record<string, unknown> = {}): ProductProjection => ({
  id: 'p1', version: 1, createdAt: '2024-01-01T00:00:00.000Z', lastModifiedAt: '', key: 'p1',
  productType: { typeId: 'product-type', id: 'pt' },
  name: { en: 'Meat grinder', de: 'Fleischwolf' }, slug: { en: 'meat-grinder-10000001', de: 'fleischwolf-10000001' },
  categories: [{ typeId: 'category', id: 'grinders' }, { typeId: 'category', id: 'butcher' }],
  searchKeywords: {}, variants: [], attributes: [],
  masterVariant: {
    id: 1, sku: 'EX10000001', images: [{ url: 'https://img/1.jpg', dimensions: { w: 1, h: 1 } }],
    prices: [
      { id: 'eur', value: money('EUR', 19999), custom: { type: { typeId: 'type', id: 't' }, fields: { originalPrice: money('EUR', 24999) } } },
      { id: 'chf', value: money('CHF', 19599) },
      { id: 'chf-b2b', value: money('CHF', 100), customerGroup: { typeId: 'customer-group', id: 'g' } },
    ],
    attributes: Object.entries({
      brand: 'Royal Catering', tags: ['new', 'campaign:black_friday'], avgRating: 4.6, reviewCount: 12,
      releaseDate: '2025-03-01', eligibleForSelling: true, ...attributes,
    }).map(([name, value]) => ({ name, value })),
  },
  ...over,
});

const snapshot = (products: ProductProjection[]): CatalogueSnapshot => ({ products, categories, stock: { EX10000001: 7 } });

describe('buildRecord', () => {
  it('builds the German record for Austria', () => {
    expect(buildRecord(product(), snapshot([]), 'de-AT')).toEqual({
      objectID: 'EX10000001', sku: 'EX10000001', productId: 'p1', name: 'Fleischwolf', slug: 'fleischwolf-10000001',
      brand: 'Royal Catering',
      categories: { lvl0: 'Gastronomie', lvl1: 'Gastronomie > Fleischverarbeitung', lvl2: 'Gastronomie > Fleischverarbeitung > Fleischwölfe' },
      categoryKeys: ['all-categories', 'gastronomy', 'meat-processing', 'meat-grinders', 'industry-categories', 'butchers'],
      price: 199.99, currency: 'EUR', originalPrice: 249.99, avgRating: 4.6, reviewCount: 12,
      tags: ['new', 'campaign:black_friday'], stock: 7, image: 'https://img/1.jpg',
      releaseDate: '2025-03-01', releaseTimestamp: Date.UTC(2025, 2, 1) / 1000,
      campaignTags: ['campaign:black_friday'], locale: 'de-AT',
    });
  });

  it('falls back to English and uses the country currency without customer-group prices', () => {
    const record = buildRecord(product(), snapshot([]), 'fr-CH');
    expect(record).toMatchObject({ name: 'Meat grinder', price: 195.99, currency: 'CHF', categories: { lvl0: 'Gastronomy' } });
    expect(record).not.toHaveProperty('originalPrice');
  });

  it('skips virtual, non-sellable and unpriced products', () => {
    expect(buildRecord(product({}, { isVirtual: true }), snapshot([]), 'de-DE')).toBeUndefined();
    expect(buildRecord(product({}, { eligibleForSelling: false }), snapshot([]), 'de-DE')).toBeUndefined();
    expect(buildRecord(product(), snapshot([]), 'pl-PL')).toBeUndefined();
  });

  it('builds one record per indexable product', () => {
    expect(buildRecords(snapshot([product(), product({ id: 'p2' }, { isVirtual: true })]), 'en-IE')).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('localized prefers locale, then language, then English', () => {
    expect(localized({ 'de-CH': 'a', de: 'b', en: 'c' }, 'de-CH')).toBe('a');
    expect(localized({ de: 'b', en: 'c' }, 'de-CH')).toBe('b');
    expect(localized({ en: 'c' }, 'bg-BG')).toBe('c');
  });
  it('selectPrice prefers the country-specific price', () => {
    const prices = [{ id: 'a', value: money('EUR', 1) }, { id: 'b', value: money('EUR', 2), country: 'DE' }];
    expect(selectPrice(prices, 'DE', new Date())?.id).toBe('b');
    expect(selectPrice(prices, 'AT', new Date())?.id).toBe('a');
  });
  it('settings name the replicas and their sort', () => {
    expect(primarySettings('sk-SK').replicas).toEqual([
      'prod.sk-SK_name_asc', 'prod.sk-SK_name_desc', 'prod.sk-SK_price_asc', 'prod.sk-SK_price_desc', 'prod.sk-SK_newest',
    ]);
    expect(replicaSettings('newest').ranking[0]).toBe('desc(releaseTimestamp)');
  });
});
