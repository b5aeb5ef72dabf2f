import { describe, expect, it } from 'vitest';
import { orderFromCartRefusal } from './order-from-cart.ts';

const cart = { id: 'c1', version: 7, cartState: 'Active', store: { typeId: 'store', key: 'sk' } } as const;

describe('order from cart, as commercetools refuses it', () => {
  it('makes an order of an active cart at its version', () => {
    expect(orderFromCartRefusal(cart, { version: 7, orderNumber: 'NS1' }, 'sk', false)).toBeNull();
  });
  it('refuses an older version with 409 and the current version', () => {
    expect(orderFromCartRefusal(cart, { version: 6 }, 'sk', false)).toMatchObject({
      statusCode: 409,
      errors: [{ code: 'ConcurrentModification', currentVersion: 7 }],
    });
  });
  it('refuses an ordered cart with 400', () => {
    expect(orderFromCartRefusal({ ...cart, cartState: 'Ordered' }, { version: 7 }, 'sk', false)).toMatchObject({
      statusCode: 400,
      errors: [{ code: 'InvalidOperation' }],
    });
  });
  it('refuses a cart of another store and an order number in use', () => {
    expect(orderFromCartRefusal(cart, { version: 7 }, 'cz', false)?.statusCode).toBe(400);
    expect(orderFromCartRefusal(cart, { version: 7, orderNumber: 'NS1' }, 'sk', true)?.errors[0]?.code).toBe('DuplicateField');
  });
});
