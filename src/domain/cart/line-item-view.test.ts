import { describe, expect, it } from 'vitest';
import { lineDiscounts, lineGroups } from './line-item-view.ts';
import { cartLine, cartOf, eur } from '../../../tests/fixtures/cart.ts';
import type { Cart, CartLine } from './types.ts';

const line = (id: string, sku: string, parentSku: string | null = null): CartLine => cartLine(sku, { id, parentSku, isVirtual: parentSku !== null });
const ids = (cart: Cart) => lineGroups(cart).map(({ line: l, guarantees }) => [l.id, guarantees.map((g) => g.id)]);

describe('lineGroups', () => {
  it('is empty for an empty cart', () => {
    expect(lineGroups(cartOf())).toEqual([]);
  });

  it('keeps product lines in cart order with their guarantees attached', () => {
    const cart = cartOf(
      line('g-b', '4100010', 'EX10000002'),
      line('a', 'EX10000001'),
      line('b', 'EX10000002'),
      line('g-a', '4100030', 'EX10000001'),
      line('c', 'EX10000003'),
    );
    expect(ids(cart)).toEqual([
      ['a', ['g-a']],
      ['b', ['g-b']],
      ['c', []],
    ]);
  });

  it('keeps a guarantee whose product is gone as its own group, in place', () => {
    expect(ids(cartOf(line('a', 'EX10000001'), line('g-x', '4100010', 'EX10000009'), line('b', 'EX10000002')))).toEqual([
      ['a', []],
      ['g-x', []],
      ['b', []],
    ]);
  });

  it('attaches guarantees to the first of two lines with the same sku only', () => {
    expect(ids(cartOf(line('a1', 'EX10000001'), line('a2', 'EX10000001'), line('g', '4100010', 'EX10000001')))).toEqual([
      ['a1', ['g']],
      ['a2', []],
    ]);
  });
});

describe('lineDiscounts', () => {
  const volume = { discountId: 'vd-5', requiresCode: false, permyriad: 1000 };
  it('7 × 178,99 € with the 10 % volume discount: −125,30 € on the line (1 790 cents off each unit)', () => {
    expect(lineDiscounts([{ ...volume, perUnit: eur(1790), quantity: 7 }])).toEqual([{ kind: 'volume', percent: 10, amount: eur(12530) }]);
  });

  it("sums a discount over the line's price portions and keeps the order they apply in", () => {
    const coupon = { discountId: 'welcome', requiresCode: true, permyriad: 1000 };
    expect(
      lineDiscounts([
        { ...volume, perUnit: eur(100), quantity: 2 },
        { ...coupon, perUnit: eur(90), quantity: 2 },
        { ...volume, perUnit: eur(100), quantity: 1 },
      ]),
    ).toEqual([
      { kind: 'volume', percent: 10, amount: eur(300) },
      { kind: 'coupon', percent: 10, amount: eur(180) },
    ]);
  });

  it('a fixed amount has no percentage; a discount that takes nothing off is not shown', () => {
    const fixed = { discountId: 'save', requiresCode: true, permyriad: null };
    expect(lineDiscounts([{ ...fixed, perUnit: eur(500), quantity: 1 }])).toEqual([{ kind: 'coupon', percent: null, amount: eur(500) }]);
    expect(lineDiscounts([{ ...volume, perUnit: eur(0), quantity: 3 }])).toEqual([]);
  });
});
