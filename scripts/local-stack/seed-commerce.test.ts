import { describe, expect, it } from 'vitest';
import { categoryLevels, SEED_FILES } from './seed-commerce.ts';

describe('categoryLevels', () => {
  it('puts every parent in an earlier group than its children', () => {
    const child = { key: 'c', parent: { typeId: 'category', key: 'b' } };
    const middle = { key: 'b', parent: { typeId: 'category', key: 'a' } };
    const root = { key: 'a' };
    const other = { key: 'x', parent: { typeId: 'category', key: 'not-in-file' } };
    expect(categoryLevels([child, middle, other, root])).toEqual([[other, root], [middle], [child]]);
  });
});

describe('SEED_FILES', () => {
  it('loads in the README order', () => {
    expect(SEED_FILES.map(([file]) => file)).toEqual([
      'types.json', 'channels.json', 'zones.json', 'tax-categories.json', 'product-types.json', 'categories.json',
      'products.json', 'inventory.json', 'stores.json', 'shipping-methods.json', 'cart-discounts.json',
    ]);
  });
});
