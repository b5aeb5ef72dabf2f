import { describe, expect, it } from 'vitest';
import { cartLine, eur } from '../../../tests/fixtures/cart.ts';
import type { CartLine } from '../cart/types.ts';
import { paymentFactsOf } from './payment-cart-facts.ts';

const line = (sku: string, quantity: number, more: Partial<CartLine> = {}): CartLine =>
  cartLine(sku, { id: sku, quantity, brand: 'Exquip', ...more });
const totals = { subtotal: eur(0), net: null, gross: eur(12345), taxPortions: [], shipping: null };

describe('payment facts of a cart', () => {
  it('counts units without guarantees, products per line, and sees a freight line', () => {
    const facts = paymentFactsOf({
      lines: [line('EX10000001', 3), line('4100010', 3, { parentSku: 'EX10000001', isVirtual: true }), line('EX10000002', 1, { freight: true })],
      totals,
    });
    expect(facts).toEqual({ grossTotal: eur(12345), items: 4, standardProducts: 2, hasFreight: true });
  });

  it('reads a line stored before the freight flag existed as parcel goods', () => {
    expect(paymentFactsOf({ lines: [line('EX10000001', 1)], totals }).hasFreight).toBe(false);
  });

  it('has no items and no standard products when only a guarantee is left', () => {
    const facts = paymentFactsOf({ lines: [line('4100020', 1, { parentSku: null, isVirtual: true })], totals });
    expect(facts.items).toBe(0);
    expect(facts.standardProducts).toBe(0);
  });
});
