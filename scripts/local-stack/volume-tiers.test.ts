import { describe, expect, it } from 'vitest';
import type { CartDiscount } from '@commercetools/platform-sdk';
import { bestTier, volumeGroupOf, volumeTiers } from './volume-tiers.ts';

const discount = (over: Partial<CartDiscount> = {}): CartDiscount => ({
  id: 'd1',
  version: 1,
  createdAt: '',
  lastModifiedAt: '',
  key: 'volume-a-3',
  name: { en: 'Volume' },
  value: { type: 'relative', permyriad: 500 },
  cartPredicate: '1=1',
  target: { type: 'lineItems', predicate: 'attributes.volumeDiscountGroup = "grp-a"' },
  sortOrder: '0.1',
  isActive: true,
  requiresDiscountCode: false,
  stackingMode: 'Stacking',
  references: [],
  stores: [],
  recurringOrderScope: { type: 'AnyOrder' },
  custom: { type: { typeId: 'type', id: 't' }, fields: { minQuantity: 3 } },
  ...over,
});

describe('volumeTiers', () => {
  it('reads group from the target predicate and tier from minQuantity', () => {
    expect(volumeTiers([discount()])).toEqual([
      { discountId: 'd1', group: 'grp-a', minQuantity: 3, permyriad: 500, storeKeys: [], sortOrder: '0.1' },
    ]);
  });
  it('falls back to the cart predicate count and the custom group field', () => {
    const [tier] = volumeTiers([
      discount({
        cartPredicate: 'lineItemCount(attributes.volumeDiscountGroup = "x") >= 5',
        target: { type: 'lineItems', predicate: '1 = 1' },
        custom: { type: { typeId: 'type', id: 't' }, fields: { volumeDiscountGroup: 'x' } },
      }),
    ]);
    expect(tier).toMatchObject({ group: 'x', minQuantity: 5 });
  });
  it('skips inactive, expired, code-only and absolute discounts', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(
      volumeTiers(
        [
          discount({ isActive: false }),
          discount({ validUntil: '2025-12-31T00:00:00Z' }),
          discount({ requiresDiscountCode: true }),
          discount({ value: { type: 'absolute', money: [] } }),
        ],
        now,
      ),
    ).toEqual([]);
  });
  it('keeps store limits as keys', () => {
    expect(volumeTiers([discount({ stores: [{ typeId: 'store', key: 'de' }] })])[0]?.storeKeys).toEqual(['de']);
  });
});

describe('bestTier / volumeGroupOf', () => {
  const tiers = volumeTiers([
    discount({ id: 'd3' }),
    discount({ id: 'd5', value: { type: 'relative', permyriad: 1000 }, custom: { type: { typeId: 'type', id: 't' }, fields: { minQuantity: 5 } } }),
  ]);
  it('picks the largest reached reduction', () => {
    expect(bestTier(tiers, 'grp-a', 2, 'sk')).toBeUndefined();
    expect(bestTier(tiers, 'grp-a', 4, 'sk')?.discountId).toBe('d3');
    expect(bestTier(tiers, 'grp-a', 7, 'sk')?.discountId).toBe('d5');
    expect(bestTier(tiers, 'grp-b', 7, 'sk')).toBeUndefined();
  });
  it('reads text and enum attributes', () => {
    expect(volumeGroupOf({ variant: { id: 1, attributes: [{ name: 'volumeDiscountGroup', value: 'g' }] } })).toBe('g');
    expect(volumeGroupOf({ variant: { id: 1, attributes: [{ name: 'volumeDiscountGroup', value: { key: 'k', label: 'K' } }] } })).toBe('k');
    expect(volumeGroupOf({ variant: { id: 1 } })).toBeUndefined();
  });
});
