import { describe, it, expect } from 'vitest';
import { LOW_STOCK_MAX_QUANTITY, availabilityOf } from './stock.ts';

describe('availabilityOf', () => {
  it.each([
    [-2, 'out-of-stock'],
    [0, 'out-of-stock'],
    [Number.NaN, 'out-of-stock'],
    [1, 'low'],
    [LOW_STOCK_MAX_QUANTITY, 'low'],
    [LOW_STOCK_MAX_QUANTITY + 1, 'in-stock'],
    [1000, 'in-stock'],
  ])('quantity %s is %s', (quantity, expected) => {
    expect(availabilityOf(quantity)).toBe(expected);
  });
});
