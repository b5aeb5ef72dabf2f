import { describe, expect, it } from 'vitest';
import { volumeTierHint } from './volume-tier.ts';

const hint = (quantity: number) => {
  const { current, next, unitsToNext } = volumeTierHint(quantity);
  return [current?.percent, next?.percent, unitsToNext];
};

describe('volumeTierHint', () => {
  it.each([
    [1, [undefined, 5, 2]],
    [2, [undefined, 5, 1]],
    [3, [5, 10, 2]],
    [4, [5, 10, 1]],
    [5, [10, 15, 5]],
    [9, [10, 15, 1]],
    [10, [15, undefined, 0]],
    [1000, [15, undefined, 0]],
  ])('quantity %i → [current %, next %, units to next] %o', (quantity, expected) => {
    expect(hint(quantity)).toEqual(expected);
  });

  it('counts a quantity that is not a positive number as 0 units', () => {
    expect(hint(0)).toEqual([undefined, 5, 3]);
    expect(hint(-2)).toEqual([undefined, 5, 3]);
    expect(hint(Number.NaN)).toEqual([undefined, 5, 3]);
  });

  it('returns the tiers themselves', () => {
    expect(volumeTierHint(4)).toEqual({ current: { minQuantity: 3, percent: 5 }, next: { minQuantity: 5, percent: 10 }, unitsToNext: 1 });
  });
});
