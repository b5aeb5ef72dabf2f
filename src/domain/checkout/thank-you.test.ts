import { describe, expect, it } from 'vitest';
import { thankYouStatus } from './thank-you.ts';

describe('thank-you payment status', () => {
  it('is in progress for a bank transfer and a Multibanco voucher', () => {
    expect(thankYouStatus('bank-transfer', null)).toBe('in-progress');
    expect(thankYouStatus('multibanco', null)).toBe('in-progress');
    expect(thankYouStatus('multibanco', { entity: '12345', reference: '123456789', expiresAt: '2026-11-30T00:00:00Z' })).toBe('in-progress');
  });
  it('is paid otherwise', () => {
    expect(thankYouStatus('cod', null)).toBe('paid');
    expect(thankYouStatus('scheme', null)).toBe('paid');
  });
});
