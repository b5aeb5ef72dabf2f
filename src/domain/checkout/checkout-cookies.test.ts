import { describe, expect, it } from 'vitest';
import { checkoutChoicesOf } from './checkout-cookies.ts';

describe('checkoutChoicesOf', () => {
  it('reads back the choices the cookies hold', () => {
    expect(checkoutChoicesOf({ customerType: 'company', shippingAddressType: 'different-from-billing' })).toEqual({
      customerType: 'company',
      shippingAddressType: 'different-from-billing',
    });
  });

  it('falls back to private and same-as-billing when a cookie is missing or holds something else', () => {
    expect(checkoutChoicesOf({ customerType: undefined, shippingAddressType: undefined })).toEqual({
      customerType: 'private',
      shippingAddressType: 'same-as-billing',
    });
    expect(checkoutChoicesOf({ customerType: 'COMPANY<script>', shippingAddressType: 'saved-address' })).toEqual({
      customerType: 'private',
      shippingAddressType: 'same-as-billing',
    });
  });
});
