import { describe, expect, it } from 'vitest';
import { ORDER_ACCESS_MAX_ORDERS, orderNumbersIn, withPlacedOrder } from './order-access.ts';

const number = (n: number) => `NS${String(n).padStart(10, '0')}`;

describe('the order-access cookie value', () => {
  it('lists the orders placed, the newest last, each once', () => {
    const twice = withPlacedOrder(withPlacedOrder(withPlacedOrder(null, number(1)), number(2)), number(1));
    expect(orderNumbersIn(twice)).toEqual([number(2), number(1)]);
  });
  it('keeps only the last few', () => {
    let value = '';
    for (let n = 1; n <= ORDER_ACCESS_MAX_ORDERS + 2; n += 1) value = withPlacedOrder(value, number(n));
    expect(orderNumbersIn(value)).toHaveLength(ORDER_ACCESS_MAX_ORDERS);
    expect(orderNumbersIn(value)[0]).toBe(number(3));
  });
  it('reads nothing but order numbers', () => {
    expect(orderNumbersIn('NS0000000001.<script>.NS1')).toEqual(['NS0000000001']);
    expect(orderNumbersIn(undefined)).toEqual([]);
  });
});
