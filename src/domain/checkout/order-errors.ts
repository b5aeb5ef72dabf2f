// Why an order could not be placed (spec part 2 §8 "Payment/order codes" plus the checkout's own): each
// code is the `error` of `POST /api/checkout/order` and the key of its message (`checkout.error.<code>`).
import type { Money } from '../money/money.ts';

export const ORDER_ERROR_CODES = [
  'malformed-price',
  'cancelled-transaction',
  'creating-order-failed',
  'unprocessable-entity',
  'payment-error',
  'method-not-available',
  'no-cart',
  'missing-email',
  'missing-address',
  'out-of-stock',
  'price-changed',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/** What of the app's cart the check reads. */
interface PayableCart {
  customerEmail: string | null;
  billingAddress?: { firstName?: string } | undefined;
  hasShippingAddress: boolean;
  lines: readonly unknown[];
  totals: { gross: Money };
}

/**
 * What a cart must have before it is paid for (spec part 2 §4 "Placing an order": the e-mail and the
 * billing first name; an order without an e-mail is an error): null when it is ready.
 */
export function orderPreconditionError(cart: PayableCart): OrderErrorCode | null {
  if (cart.lines.length === 0) return 'no-cart';
  if (!cart.customerEmail) return 'missing-email';
  if (!cart.billingAddress?.firstName || !cart.hasShippingAddress) return 'missing-address';
  if (cart.totals.gross.centAmount <= 0) return 'malformed-price';
  return null;
}
