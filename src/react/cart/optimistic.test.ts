import { describe, expect, it } from 'vitest';
import type { Cart, CartState } from '../../domain/cart/types.ts';
import { supersedes } from './optimistic.ts';

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' as const, fractionDigits: 2 });

const cart = (version: number): Cart => ({
  id: 'cart-1',
  version,
  storeKey: 'de',
  currency: 'EUR',
  country: 'DE',
  lines: [],
  itemCount: 0,
  discountCodes: [],
  totals: { subtotal: eur(0), net: null, gross: eur(0), taxPortions: [], shipping: null },
  shippingMethodKey: null,
  customerEmail: null,
  hasShippingAddress: false,
});

const state = (value: Cart | null): CartState => ({ cart: value, stock: {} });

describe('supersedes', () => {
  const v3 = state(cart(3));
  it('takes newer or equal versions of the same cart and ignores older ones', () => {
    expect(supersedes(v3, state(cart(4)))).toBe(true);
    expect(supersedes(v3, state(cart(3)))).toBe(true);
    expect(supersedes(v3, state(cart(2)))).toBe(false);
  });
  it('always takes a first cart, another cart or a cleared cart', () => {
    expect(supersedes(null, v3)).toBe(true);
    expect(supersedes(state(null), v3)).toBe(true);
    expect(supersedes(v3, state({ ...cart(1), id: 'cart-2' }))).toBe(true);
    expect(supersedes(v3, state(null))).toBe(true);
  });
});
