// Who may see an order's thank-you page (issue 14): the browser that placed it, by a short-lived, signed,
// httpOnly cookie listing the order numbers it placed (the worker signs it), or (issue 15) the signed-in
// owner. The cookie keeps the last few numbers, so a shopper who orders twice in a day sees both.
import { isOrderNumber } from './order-number.ts';

/** One day: long enough to come back to the page, short enough that a shared computer forgets. */
export const ORDER_ACCESS_MAX_AGE_SECONDS = 86_400;
export const ORDER_ACCESS_MAX_ORDERS = 5;

/** The numbers a cookie value lists (anything not an order number is dropped). */
export const orderNumbersIn = (value: string | null | undefined): string[] => (value ? value.split('.').filter(isOrderNumber) : []);

/** The cookie value after placing `orderNumber`: it last, the oldest dropped beyond the limit. */
export function withPlacedOrder(value: string | null | undefined, orderNumber: string): string {
  const kept = orderNumbersIn(value).filter((number) => number !== orderNumber);
  return [...kept, orderNumber].slice(-ORDER_ACCESS_MAX_ORDERS).join('.');
}
