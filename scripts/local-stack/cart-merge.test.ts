import type { LineItem } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { mergeLineActions, mostRecentlyModified } from './cart-merge.ts';

const money = (centAmount: number) => ({ type: 'centPrecision' as const, currencyCode: 'EUR', centAmount, fractionDigits: 2 });

function line(id: string, productId: string, quantity: number, extra: Partial<LineItem> = {}): Parameters<typeof mergeLineActions>[0][number] {
  return {
    id,
    productId,
    variant: { id: 1 },
    quantity,
    priceMode: 'Platform',
    price: { id: 'p', value: money(1000) },
    totalPrice: money(1000 * quantity),
    ...extra,
  };
}

describe('merging an anonymous cart into the customer cart (MergeWithExistingCustomerCart)', () => {
  it('copies lines of other products', () => {
    expect(mergeLineActions([line('a1', 'slicer', 2)], [line('c1', 'oven', 1)])).toEqual([
      { action: 'addLineItem', productId: 'slicer', variantId: 1, quantity: 2 },
    ]);
  });

  it('gives a line of the same product and variant the larger quantity, never the sum', () => {
    expect(mergeLineActions([line('a1', 'oven', 3)], [line('c1', 'oven', 1)])).toEqual([
      { action: 'changeLineItemQuantity', lineItemId: 'c1', quantity: 3 },
    ]);
    expect(mergeLineActions([line('a1', 'oven', 1)], [line('c1', 'oven', 4)])).toEqual([]);
  });

  it('treats another variant of the product as another line', () => {
    expect(mergeLineActions([{ ...line('a1', 'oven', 1), variant: { id: 2 } }], [line('c1', 'oven', 1)])).toEqual([
      { action: 'addLineItem', productId: 'oven', variantId: 2, quantity: 1 },
    ]);
  });

  it('copies an externally priced line (the extra guarantee) as its own line with its price and custom fields', () => {
    const guarantee = line('a2', 'guarantee', 1, {
      priceMode: 'ExternalTotal',
      price: { id: 'g', value: money(990) },
      totalPrice: money(990),
      custom: { type: { typeId: 'type', id: 'line-type' }, fields: { parentSku: 'EX1' } },
    });
    expect(mergeLineActions([guarantee], [line('c1', 'guarantee', 1, { priceMode: 'ExternalTotal' })])).toEqual([
      {
        action: 'addLineItem',
        productId: 'guarantee',
        variantId: 1,
        quantity: 1,
        custom: { type: { typeId: 'type', id: 'line-type' }, fields: { parentSku: 'EX1' } },
        externalTotalPrice: { price: money(990), totalPrice: money(990) },
      },
    ]);
  });

  it('picks the customer cart modified most recently', () => {
    const carts = [
      { id: 'old', lastModifiedAt: '2026-01-01T00:00:00.000Z' },
      { id: 'new', lastModifiedAt: '2026-03-01T00:00:00.000Z' },
    ];
    expect(mostRecentlyModified(carts)?.id).toBe('new');
    expect(mostRecentlyModified([])).toBeUndefined();
  });
});
