// What the payment rules need to know of a cart (spec part 1 §5 "Cash on delivery", part 2 §9): its
// gross total, how many items it holds, how many standard products, and whether one ships by freight.
// Counted here once, so cash on delivery and bank transfer count the same way.
import { isGuaranteeLine } from '../cart/guarantee-skus.ts';
import type { Cart, CartLine } from '../cart/types.ts';
import type { Money } from '../money/money.ts';

export interface PaymentCartFacts {
  /** The total the shopper pays (the cart's gross total, shipping included). */
  grossTotal: Money;
  /** Units in the cart, extra guarantees excluded ("1 to 20 items excluding extra-guarantee"). */
  items: number;
  /**
   * Distinct standard products: lines that are neither an extra guarantee nor another virtual product.
   * Counted per product (line), not per unit: three of one drill are one standard product.
   */
  standardProducts: number;
  /** A line ships by freight (the product's `freight` attribute: heavy goods). */
  hasFreight: boolean;
}

const isStandardProduct = (line: CartLine): boolean => !isGuaranteeLine(line) && !line.isVirtual;

export function paymentFactsOf(cart: Pick<Cart, 'lines' | 'totals'>): PaymentCartFacts {
  const counted = cart.lines.filter((line) => !isGuaranteeLine(line));
  return {
    grossTotal: cart.totals.gross,
    items: counted.reduce((sum, line) => sum + line.quantity, 0),
    standardProducts: cart.lines.filter(isStandardProduct).length,
    hasFreight: cart.lines.some((line) => line.freight === true),
  };
}
