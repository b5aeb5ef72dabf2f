import { describe, expect, it } from 'vitest';
import { categoryLevels, resolveAttributeCategoryKeys, SEED_FILES } from './seed-commerce.ts';

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
      'types.json',
      'channels.json',
      'zones.json',
      'tax-categories.json',
      'product-types.json',
      'categories.json',
      'products.json',
      'inventory.json',
      'reviews.json',
      'stores.json',
      'shipping-methods.json',
      'cart-discounts.json',
      'coupon-discounts.json',
      'discount-codes.json',
      'customer-groups.json',
      'personalised-discounts.json',
      'customers.json',
    ]);
  });
});

describe('resolveAttributeCategoryKeys', () => {
  const product = (value: unknown) => ({
    key: 'ex10010001',
    categories: [{ typeId: 'category', key: 'meat-slicers' }],
    masterVariant: {
      sku: 'EX10010001',
      attributes: [
        { name: 'brand', value: 'Gastrova' },
        { name: 'complementaryCategories', value },
      ],
    },
  });
  const ids = new Map([
    ['vacuum-sealers', 'id-vac'],
    ['meat-grinders', 'id-grind'],
  ]);

  it('turns category keys in attribute values into ids, leaving everything else as it is', () => {
    const resolved = resolveAttributeCategoryKeys(
      product([
        { typeId: 'category', key: 'vacuum-sealers' },
        { typeId: 'category', key: 'meat-grinders' },
      ]),
      ids,
    );
    expect(resolved).toEqual(
      product([
        { typeId: 'category', id: 'id-vac' },
        { typeId: 'category', id: 'id-grind' },
      ]),
    );
    // Product categories are resolved by the API itself; they keep their keys.
    expect(resolved['categories']).toEqual([{ typeId: 'category', key: 'meat-slicers' }]);
  });

  it('keeps unknown keys and references to other resource types', () => {
    const value = [
      { typeId: 'category', key: 'no-such-category' },
      { typeId: 'product', key: 'vacuum-sealers' },
    ];
    expect(resolveAttributeCategoryKeys(product(value), ids)).toEqual(product(value));
  });
});
