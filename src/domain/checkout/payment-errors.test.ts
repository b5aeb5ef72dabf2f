import { describe, expect, it } from 'vitest';
import { PAYMENT_ERROR_CODES, paymentErrorCode } from './payment-errors.ts';

describe('payment error codes', () => {
  it('keeps each code of the spec', () => {
    for (const code of PAYMENT_ERROR_CODES) expect(paymentErrorCode(code)).toBe(code);
  });

  it('reads a missing, unknown or crafted value as the general payment error', () => {
    expect(paymentErrorCode(null)).toBe('payment-error');
    expect(paymentErrorCode('')).toBe('payment-error');
    expect(paymentErrorCode('Cancelled-Transaction')).toBe('payment-error');
    expect(paymentErrorCode('<script>alert(1)</script>')).toBe('payment-error');
  });
});
