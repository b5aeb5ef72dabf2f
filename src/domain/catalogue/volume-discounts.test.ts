import { describe, it, expect } from 'vitest';
import { VOLUME_DISCOUNT_TIERS, permyriadToPercent, tierFor } from './volume-discounts.ts';

describe('volume discounts', () => {
  it('has the three tiers 3/5 %, 5/10 %, 10/15 %', () => {
    expect(VOLUME_DISCOUNT_TIERS.map(({ minQuantity, percent }) => [minQuantity, percent])).toEqual([
      [3, 5],
      [5, 10],
      [10, 15],
    ]);
  });

  it.each([
    [0, undefined],
    [1, undefined],
    [2, undefined],
    [3, 5],
    [4, 5],
    [5, 10],
    [9, 10],
    [10, 15],
    [1000, 15],
    [Number.NaN, undefined],
    [-3, undefined],
  ])('quantity %s gives %s percent', (quantity, percent) => {
    expect(tierFor(quantity)?.percent).toBe(percent);
  });

  it('converts permyriad to percent', () => {
    expect(permyriadToPercent(500)).toBe(5);
    expect(permyriadToPercent(1500)).toBe(15);
    expect(permyriadToPercent(1250)).toBe(12.5);
  });
});
