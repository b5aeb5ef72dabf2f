import { describe, expect, it } from 'vitest';
import { cartSkuUpdates } from './cart-updates.ts';

const lines = [
  { id: 'aaaaaaaa-1', sku: 'EX10010001' },
  { id: 'bbbbbbbb-2', sku: 'EX10010002' },
];

describe('cartSkuUpdates', () => {
  it('names each SKU added and each line removed, in order', () => {
    expect(
      cartSkuUpdates(
        [
          { action: 'addLineItem', sku: 'EX10010003', quantity: 2 },
          { action: 'removeLineItem', lineItemId: 'aaaaaaaa-1' },
          { action: 'changeLineItemQuantity', lineItemId: 'bbbbbbbb-2', quantity: 0 },
        ],
        lines,
      ),
    ).toEqual([
      { action: 'add', sku: 'EX10010003' },
      { action: 'remove', sku: 'EX10010001' },
      { action: 'remove', sku: 'EX10010002' },
    ]);
  });

  it('ignores quantity changes that keep the line, coupons and unknown lines', () => {
    expect(
      cartSkuUpdates(
        [
          { action: 'changeLineItemQuantity', lineItemId: 'aaaaaaaa-1', quantity: 3 },
          { action: 'addDiscountCode', code: 'WELCOME10' },
          { action: 'removeLineItem', lineItemId: 'cccccccc-3' },
        ],
        lines,
      ),
    ).toEqual([]);
  });
});
