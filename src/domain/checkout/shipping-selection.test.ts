import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_METHOD_KEY, needsShippingMethod, shippingMethodToSelect } from './shipping-selection.ts';

const parcel = { key: 'parcel', isDefault: true };
const freight = { key: 'freight', isDefault: false };
const cart = (
  shippingMethodKey: string | null,
  shippingMethodState: 'MatchesCart' | 'DoesNotMatchCart' | null = null,
  hasShippingAddress = true,
) => ({
  hasShippingAddress,
  shippingMethodKey,
  shippingMethodState,
});

describe('shipping method selection', () => {
  it('gives a cart with a shipping address and no method the default one', () => {
    expect(DEFAULT_SHIPPING_METHOD_KEY).toBe('parcel');
    expect(shippingMethodToSelect(cart(null), [parcel, freight])).toBe('parcel');
  });

  it('keeps a method that still matches the cart: it is the shopper’s choice', () => {
    expect(shippingMethodToSelect(cart('freight', 'MatchesCart'), [parcel, freight])).toBeNull();
  });

  it('re-selects the default once the cart’s method no longer matches (freight product removed)', () => {
    expect(shippingMethodToSelect(cart('freight', 'DoesNotMatchCart'), [parcel])).toBe('parcel');
  });

  it('sets the default again when the default itself stopped matching and matches once more', () => {
    expect(shippingMethodToSelect(cart('parcel', 'DoesNotMatchCart'), [freight, parcel])).toBe('parcel');
  });

  it('takes the first method available when the default does not match the cart', () => {
    expect(shippingMethodToSelect(cart(null), [freight])).toBe('freight');
    expect(shippingMethodToSelect(cart('parcel', 'DoesNotMatchCart'), [])).toBeNull();
  });

  it('waits for a shipping address: without one no method can match', () => {
    expect(needsShippingMethod(cart(null, null, false))).toBe(false);
    expect(shippingMethodToSelect(cart(null, null, false), [parcel])).toBeNull();
  });
});
