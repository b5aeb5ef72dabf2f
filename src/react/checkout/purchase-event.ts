// GA4 `add_payment_info` and `purchase` (issue 14). The order the thank-you page shows names its lines
// but not their SKUs, brands or kinds, which the payment page has from the cart: when the order is sent,
// the cart's items are kept in this tab's sessionStorage with the total they add up to, and the thank-you
// page uses them when its order has that very total (else it names the order's lines as they are). The
// purchase is sent once per order: the order numbers already counted are kept in sessionStorage too, so a
// reload of the thank-you page does not count the sale twice.
import { useEffect } from 'react';
import * as v from 'valibot';
import type { Cart } from '../../domain/cart/types.ts';
import type { ThankYouOrder } from '../../domain/checkout/thank-you.ts';
import { toMajorUnits } from '../../domain/money/format-money.ts';
import { type Money, MoneySchema } from '../../domain/money/money.ts';
import type { PaymentMethodId } from '../../domain/payment/payment-methods.ts';
import { type AnalyticsItem, lineItem, track } from '../analytics/data-layer.ts';

const ITEMS_KEY = 'purchase-items';
const SENT_KEY = 'purchase-sent';

const major = (money: Money): number => toMajorUnits(money.centAmount, money.fractionDigits);
const sameMoney = (a: Money, b: Money): boolean => a.centAmount === b.centAmount && a.currencyCode === b.currencyCode;

const KeptItemsSchema = v.object({
  total: MoneySchema,
  // Our own writing, read back: the item fields are checked loosely and passed on as GA4 takes them.
  items: v.array(
    v.looseObject({
      item_id: v.string(),
      item_name: v.string(),
      item_type: v.picklist(['standard_product', 'extra_guarantee']),
      price: v.number(),
      currency: v.string(),
      quantity: v.number(),
    }),
  ),
});

function cartItems(cart: Cart, stock: Readonly<Record<string, number>>): AnalyticsItem[] {
  return cart.lines.map((line, index) => lineItem(line, index, stock));
}

/** `add_payment_info` for the method the shopper chose, with the cart's items. */
export function trackPaymentInfo(cart: Cart, stock: Readonly<Record<string, number>>, method: PaymentMethodId): void {
  track('add_payment_info', cartItems(cart, stock), { payment_type: method });
}

/** Keeps the cart's items for the purchase event of the order being placed, which will cost `total` (a fee included). */
export function keepPurchaseItems(cart: Cart, stock: Readonly<Record<string, number>>, total: Money): void {
  try {
    window.sessionStorage.setItem(ITEMS_KEY, JSON.stringify({ total, items: cartItems(cart, stock) }));
  } catch (error) {
    console.warn('cart items not kept for the purchase event: it will name the order lines only', error);
  }
}

function keptItems(total: Money): AnalyticsItem[] | null {
  try {
    const raw = window.sessionStorage.getItem(ITEMS_KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(ITEMS_KEY);
    const kept = v.safeParse(KeptItemsSchema, JSON.parse(raw));
    return kept.success && sameMoney(kept.output.total, total) ? kept.output.items : null;
  } catch (error) {
    console.warn('kept cart items unreadable: the purchase event names the order lines only', error);
    return null;
  }
}

/** The order's lines as items, when the cart's are not at hand. */
const orderItems = (order: ThankYouOrder): AnalyticsItem[] =>
  order.lines.map((line, index) => ({
    item_id: line.name,
    item_name: line.name,
    item_type: 'standard_product',
    price: Math.round((major(line.totalPrice) / Math.max(1, line.quantity)) * 100) / 100,
    currency: line.totalPrice.currencyCode,
    quantity: line.quantity,
    index,
  }));

/** True the first time this tab sees the order. */
function firstTime(orderNumber: string): boolean {
  try {
    const sent: unknown = JSON.parse(window.sessionStorage.getItem(SENT_KEY) ?? '[]');
    const numbers = Array.isArray(sent) ? sent.filter((value): value is string => typeof value === 'string') : [];
    if (numbers.includes(orderNumber)) return false;
    window.sessionStorage.setItem(SENT_KEY, JSON.stringify([...numbers, orderNumber].slice(-20)));
  } catch (error) {
    console.warn('purchases already sent not readable: sending this one', error);
  }
  return true;
}

export function usePurchaseEvent(order: ThankYouOrder): void {
  useEffect(() => {
    if (!firstTime(order.orderNumber)) return;
    track('purchase', keptItems(order.total) ?? orderItems(order), {
      transaction_id: order.orderNumber,
      value: major(order.total),
      payment_type: order.paymentMethod,
    });
  }, [order]);
}
