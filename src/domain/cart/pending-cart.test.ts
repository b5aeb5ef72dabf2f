import { describe, expect, it } from 'vitest';
import type { Cart, CartLine, CartState } from './types.ts';
import { pendingLineId, pendingState as applyActions } from './pending-cart.ts';

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' as const, fractionDigits: 2 });

const line = (id: string, sku: string, quantity: number, unit: number, parentSku: string | null = null): CartLine => ({
  id,
  sku,
  productId: `p-${sku}`,
  name: sku,
  slug: `${sku.toLowerCase()}-10010001`,
  image: null,
  quantity,
  unitPrice: eur(unit),
  totalPrice: eur(unit * quantity),
  parentSku,
  brand: 'Gastrova',
  isVirtual: parentSku !== null,
});

const cart = (lines: CartLine[], version = 3): Cart => ({
  id: 'cart-1',
  version,
  storeKey: 'de',
  currency: 'EUR',
  country: 'DE',
  lines,
  // As the server counts it: product units, guarantee lines left out.
  itemCount: lines.filter((item) => item.parentSku === null).reduce((sum, item) => sum + item.quantity, 0),
  discountCodes: [],
  totals: {
    subtotal: eur(lines.reduce((sum, item) => sum + item.totalPrice.centAmount, 0)),
    net: null,
    gross: eur(0),
    taxPortions: [],
    shipping: null,
  },
  shippingMethodKey: null,
  customerEmail: null,
  hasShippingAddress: false,
});

const state = (value: Cart | null): CartState => ({ cart: value, stock: {} });

describe('pendingState', () => {
  const base = state(cart([line('aaaaaaaa-1', 'EX10010001', 2, 1000), line('bbbbbbbb-2', '4100010', 1, 80, 'EX10010001')]));

  it('sets a line quantity and follows with total, item count and subtotal', () => {
    const next = applyActions(base, [{ action: 'changeLineItemQuantity', lineItemId: 'aaaaaaaa-1', quantity: 5 }]).cart;
    expect(next?.lines[0]?.quantity).toBe(5);
    expect(next?.lines[0]?.totalPrice.centAmount).toBe(5000);
    expect(next?.itemCount).toBe(5);
    expect(next?.totals.subtotal.centAmount).toBe(5080);
  });

  it('adds no more units than the known stock leaves, and nothing of a product with none left', () => {
    const stocked = { ...base, stock: { EX10010001: 3, EX10010002: 0 } };
    const next = applyActions(stocked, [
      { action: 'addLineItem', sku: 'EX10010001', quantity: 5 },
      { action: 'addLineItem', sku: 'EX10010002', quantity: 1 },
    ]).cart;
    expect(next?.lines.find((item) => item.sku === 'EX10010001')?.quantity).toBe(3);
    expect(next?.itemCount).toBe(3);
    expect(applyActions(base, [{ action: 'addLineItem', sku: 'EX10010001', quantity: 5 }]).cart?.itemCount).toBe(7);
  });

  it('removes a line with quantity 0, taking its guarantee along', () => {
    const next = applyActions(base, [{ action: 'changeLineItemQuantity', lineItemId: 'aaaaaaaa-1', quantity: 0 }]).cart;
    expect(next?.lines).toEqual([]);
    expect(next?.itemCount).toBe(0);
  });

  it('removes only the guarantee when the guarantee line is removed, and the item count stays', () => {
    const next = applyActions(base, [{ action: 'removeLineItem', lineItemId: 'bbbbbbbb-2' }]).cart;
    expect(next?.lines.map((item) => item.sku)).toEqual(['EX10010001']);
    expect(next?.itemCount).toBe(2);
  });

  it('leaves adding a guarantee to the server, which prices it; the item count stays', () => {
    const added = applyActions(base, [{ action: 'addLineItem', sku: '4100020', quantity: 1, parentSku: 'EX10010001' }]);
    expect(added).toEqual(base);
  });

  it('adds to an existing line, or only counts units for a new one', () => {
    const more = applyActions(base, [{ action: 'addLineItem', sku: 'EX10010001', quantity: 1 }]).cart;
    expect(more?.lines[0]?.quantity).toBe(3);
    const other = applyActions(base, [{ action: 'addLineItem', sku: 'EX10020001', quantity: 2 }]).cart;
    expect(other?.lines).toHaveLength(2);
    expect(other?.itemCount).toBe(4);
  });

  it('leaves a missing cart missing and ignores actions it cannot predict', () => {
    expect(applyActions(state(null), [{ action: 'addLineItem', sku: 'EX10010001', quantity: 1 }]).cart).toBeNull();
    expect(applyActions(base, [{ action: 'addDiscountCode', code: 'SAVE10' }])).toEqual(base);
  });
});

describe('pendingState with what the worker knows of a new product', () => {
  const base = state(cart([line('aaaaaaaa-1', 'EX10010001', 2, 1000)]));
  const preview = {
    productId: 'p-EX10020001',
    name: 'Kombidämpfer',
    slug: 'kombidaempfer-10020001',
    image: null,
    unitPrice: eur(2500),
    brand: 'Gastrova',
    isVirtual: false,
  };

  it('shows a new line from its preview, marked pending, with its units and price in the totals', () => {
    const next = applyActions(base, [{ action: 'addLineItem', sku: 'EX10020001', quantity: 2 }], new Map([['EX10020001', preview]])).cart;
    const added = next?.lines.find((item) => item.sku === 'EX10020001');
    expect(added).toMatchObject({ id: pendingLineId('EX10020001'), name: 'Kombidämpfer', quantity: 2, pending: true });
    expect(added?.totalPrice.centAmount).toBe(5000);
    expect(next?.itemCount).toBe(4);
    expect(next?.totals.subtotal.centAmount).toBe(7000);
    // A second add of the same product in the burst lands on the pending line.
    const twice = applyActions(
      base,
      [
        { action: 'addLineItem', sku: 'EX10020001', quantity: 2 },
        { action: 'addLineItem', sku: 'EX10020001', quantity: 1 },
      ],
      new Map([['EX10020001', preview]]),
    ).cart;
    expect(twice?.lines.filter((item) => item.sku === 'EX10020001').map((item) => item.quantity)).toEqual([3]);
    expect(twice?.itemCount).toBe(5);
  });

  it('counts only the units when the preview is priced in another currency than the cart', () => {
    const foreign = { ...preview, unitPrice: { centAmount: 2500, currencyCode: 'CHF' as const, fractionDigits: 2 } };
    const next = applyActions(base, [{ action: 'addLineItem', sku: 'EX10020001', quantity: 1 }], new Map([['EX10020001', foreign]])).cart;
    expect(next?.lines).toHaveLength(1);
    expect(next?.itemCount).toBe(3);
    expect(next?.totals.subtotal.centAmount).toBe(2000);
  });
});
