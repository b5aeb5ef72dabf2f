import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { CartAction } from '../../domain/cart/actions.ts';
import { pendingState } from '../../domain/cart/pending-cart.ts';
import type { Cart, CartState } from '../../domain/cart/types.ts';
import { cartItemCountAtom, echoCartStateAtom, pendingBatchesAtom, serverCartStateAtom, type PendingBatch } from './cart-atoms.ts';
import { acceptCartState, acceptStock } from './use-cart.ts';

/** A batch sent against version 5, predicted as the tab that sends it does (use-cart.ts). */
const batchOf = (actions: readonly CartAction[]): PendingBatch => ({ baseVersion: 5, actions, predict: (current) => pendingState(current, actions) });

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' as const, fractionDigits: 2 });
const state = (version: number, quantity: number): CartState => {
  const cart: Cart = {
    id: 'cart-1',
    version,
    storeKey: 'de',
    currency: 'EUR',
    country: 'DE',
    itemCount: quantity,
    discountCodes: [],
    lines: [
      {
        id: 'aaaaaaaa-1',
        sku: 'EX10010001',
        productId: 'p',
        name: 'Slicer',
        slug: 'slicer-10010001',
        image: null,
        quantity,
        unitPrice: eur(1000),
        totalPrice: eur(1000 * quantity),
        parentSku: null,
        brand: 'Gastrova',
        isVirtual: false,
      },
    ],
    totals: { subtotal: eur(1000 * quantity), net: null, gross: eur(1000 * quantity), taxPortions: [], shipping: null },
    shippingMethodKey: null,
    customerEmail: null,
    hasShippingAddress: false,
  };
  return { cart, stock: { EX10010001: 10 } };
};

describe('acceptCartState', () => {
  it('ignores an older version of the same cart', () => {
    const store = createStore();
    acceptCartState(store, state(5, 2));
    acceptCartState(store, state(4, 1));
    expect(store.get(serverCartStateAtom)?.cart?.version).toBe(5);
  });

  it('keeps pending quantity changes but drops a pending add the newer cart may already hold', () => {
    const store = createStore();
    acceptCartState(store, state(5, 1));
    const add = batchOf([{ action: 'addLineItem' as const, sku: 'EX10010001', quantity: 1 }]);
    const change = batchOf([{ action: 'changeLineItemQuantity' as const, lineItemId: 'aaaaaaaa-1', quantity: 4 }]);
    store.set(pendingBatchesAtom, [add, change]);
    acceptCartState(store, state(6, 2));
    expect(store.get(pendingBatchesAtom)).toEqual([change]);
    expect(store.get(cartItemCountAtom)).toBe(4);
  });

  it('merges stock updates into the current state', () => {
    const store = createStore();
    acceptCartState(store, state(5, 1));
    acceptStock(store, { EX10010001: 3 });
    expect(store.get(serverCartStateAtom)?.stock).toEqual({ EX10010001: 3 });
    expect(store.get(serverCartStateAtom)?.cart?.version).toBe(5);
  });

  it("shows another tab's pending echo only on the cart it was computed from, with this tab's own actions on top", () => {
    const store = createStore();
    acceptCartState(store, state(5, 1));
    store.set(echoCartStateAtom, state(5, 3));
    expect(store.get(cartItemCountAtom)).toBe(3);
    // This tab's own pending action applies to the echo, not to the older server cart.
    const change = batchOf([{ action: 'changeLineItemQuantity' as const, lineItemId: 'aaaaaaaa-1', quantity: 4 }]);
    store.set(pendingBatchesAtom, [change]);
    expect(store.get(cartItemCountAtom)).toBe(4);
    store.set(pendingBatchesAtom, []);
    // A newer confirmed cart (from any channel) is shown over an echo of an older one.
    acceptCartState(store, state(6, 2));
    expect(store.get(cartItemCountAtom)).toBe(2);
  });
});
