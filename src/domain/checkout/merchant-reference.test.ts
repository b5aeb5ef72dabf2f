import { describe, expect, it } from 'vitest';
import { merchantReferenceOf, parseMerchantReference } from './merchant-reference.ts';

const cartId = '0f8e6c1a-3b2d-4e5f-8a9b-1c2d3e4f5a6b';
const paymentId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('merchant references', () => {
  it('carry the cart and the payment, within the provider limit of 80 characters', () => {
    const reference = merchantReferenceOf(cartId, paymentId);
    expect(reference.length).toBeLessThanOrEqual(80);
    expect(parseMerchantReference(reference)).toEqual({ cartId, paymentId });
  });
  it('are not read from anything else', () => {
    expect(parseMerchantReference(cartId)).toBeNull();
    expect(parseMerchantReference(`${cartId}:${paymentId}:x`)).toBeNull();
    expect(parseMerchantReference('')).toBeNull();
  });
});
