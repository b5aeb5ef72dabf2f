import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_PER_PRODUCT as SCHEMA_MAX } from './actions.ts';
import { MAX_QUANTITY_PER_PRODUCT, availableToAdd, clampQuantity, quantityInCart } from './quantity.ts';
import { cartLine, cartOf } from '../../../tests/fixtures/cart.ts';
import type { CartLine } from './types.ts';

const line = (sku: string, quantity: number, parentSku: string | null = null): CartLine =>
  cartLine(sku, { id: `id-${sku}-${quantity}`, quantity, parentSku, isVirtual: parentSku !== null });

describe('MAX_QUANTITY_PER_PRODUCT', () => {
  it('is the action schema limit, 1000', () => {
    expect(MAX_QUANTITY_PER_PRODUCT).toBe(SCHEMA_MAX);
    expect(MAX_QUANTITY_PER_PRODUCT).toBe(1000);
  });
});

describe('quantityInCart', () => {
  it('is 0 without a cart or without the sku', () => {
    expect(quantityInCart(null, 'EX10000001')).toBe(0);
    expect(quantityInCart(cartOf(line('EX10000002', 4)), 'EX10000001')).toBe(0);
  });

  it('sums the lines of the sku and leaves guarantee lines out', () => {
    const cart = cartOf(line('EX10000001', 2), line('EX10000002', 7), line('EX10000001', 3), line('4100010', 5, 'EX10000001'));
    expect(quantityInCart(cart, 'EX10000001')).toBe(5);
    expect(quantityInCart(cart, '4100010')).toBe(0);
  });
});

describe('availableToAdd', () => {
  it.each([
    [{ inCart: 0, stock: 10 }, 10],
    [{ inCart: 4, stock: 10 }, 6],
    [{ inCart: 10, stock: 10 }, 0],
    [{ inCart: 12, stock: 10 }, 0],
    [{ inCart: 0, stock: 5000 }, 1000],
    [{ inCart: 990, stock: 5000 }, 10],
    [{ inCart: 1000, stock: 5000 }, 0],
    [{ inCart: 0, stock: 0 }, 0],
    [{ inCart: 0, stock: -3 }, 0],
    [{ inCart: 0, stock: Number.NaN }, 0],
  ])('%o → %i', (input, expected) => {
    expect(availableToAdd(input)).toBe(expected);
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity inside the bounds', () => {
    expect(clampQuantity(3, 10)).toEqual({ quantity: 3, reachedMaximum: false });
    expect(clampQuantity(10, 10)).toEqual({ quantity: 10, reachedMaximum: false });
  });

  it('caps at the stock when the stock is below the maximum', () => {
    expect(clampQuantity(11, 10)).toEqual({ quantity: 10, reachedMaximum: true });
  });

  it('caps at the maximum when the stock is above it', () => {
    expect(clampQuantity(1000, 5000)).toEqual({ quantity: 1000, reachedMaximum: false });
    expect(clampQuantity(1001, 5000)).toEqual({ quantity: 1000, reachedMaximum: true });
  });

  it('never goes below 1', () => {
    expect(clampQuantity(0, 10)).toEqual({ quantity: 1, reachedMaximum: false });
    expect(clampQuantity(-4, 10)).toEqual({ quantity: 1, reachedMaximum: false });
  });

  it('turns non-integers and NaN into 1', () => {
    expect(clampQuantity(2.5, 10)).toEqual({ quantity: 1, reachedMaximum: false });
    expect(clampQuantity(Number.NaN, 10)).toEqual({ quantity: 1, reachedMaximum: false });
    expect(clampQuantity(Number.POSITIVE_INFINITY, 10)).toEqual({ quantity: 1, reachedMaximum: false });
  });

  it('keeps 1 as the cap without stock', () => {
    expect(clampQuantity(1, 0)).toEqual({ quantity: 1, reachedMaximum: false });
    expect(clampQuantity(3, 0)).toEqual({ quantity: 1, reachedMaximum: true });
    expect(clampQuantity(3, Number.NaN)).toEqual({ quantity: 1, reachedMaximum: true });
  });
});
