// The payment and order error codes of spec part 2 §8, as the payment-error page names them in its
// `?error=` parameter (the payment return sends the shopper there). Anything else in that parameter is
// read as the general 'payment-error': the page never echoes what the address says.
export const PAYMENT_ERROR_CODES = [
  'malformed-price',
  'cancelled-transaction',
  'creating-order-failed',
  'unprocessable-entity',
  'payment-error',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

const GENERAL: PaymentErrorCode = 'payment-error';

export function paymentErrorCode(value: string | null): PaymentErrorCode {
  return PAYMENT_ERROR_CODES.find((code) => code === value) ?? GENERAL;
}
