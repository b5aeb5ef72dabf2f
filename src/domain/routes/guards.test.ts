import { describe, expect, it } from 'vitest';
import { accessGuard, cartGuard, checkoutClosed } from './guards.ts';
import { FIXED_ROUTES } from './route-table.ts';

const full = { lineItemCount: 2, hasShippingInfo: true, hasShippingAddress: true };

describe('guards', () => {
  it('closes checkout pages where checkout is disabled, and only those', () => {
    expect(checkoutClosed(FIXED_ROUTES.cart, true)).toEqual({ to: { name: 'home' } });
    expect(checkoutClosed(FIXED_ROUTES.cart, false)).toBeNull();
    expect(checkoutClosed(FIXED_ROUTES.login, true)).toBeNull();
  });

  it('sends anonymous visitors away from account pages with a warning, and logged-in ones away from login', () => {
    expect(accessGuard(FIXED_ROUTES.myProfile, false)).toEqual({ to: { name: 'home' }, warn: expect.any(String) });
    expect(accessGuard(FIXED_ROUTES.myProfile, true)).toBeNull();
    expect(accessGuard(FIXED_ROUTES.login, true)).toEqual({ to: { name: 'home' } });
    expect(accessGuard(FIXED_ROUTES.checkoutLogin, false)).toBeNull();
  });

  it('needs a cart with items on checkout pages', () => {
    expect(cartGuard('items', null, { name: 'cart' })).toEqual({ to: { name: 'home' } });
    expect(cartGuard('items', { ...full, lineItemCount: 0 }, { name: 'cart' })).toEqual({ to: { name: 'home' } });
    expect(cartGuard('items', { ...full, hasShippingInfo: false }, { name: 'cart' })).toBeNull();
    expect(cartGuard('none', null, { name: 'thankYou' })).toBeNull();
  });

  it('needs shipping info and address for payment, but lets the addresses step fill them in', () => {
    expect(cartGuard('shipping', { ...full, hasShippingAddress: false }, { name: 'payment' })).toEqual({ to: { name: 'addresses' } });
    expect(cartGuard('shipping', { ...full, hasShippingInfo: false }, { name: 'payment' })).toEqual({ to: { name: 'addresses' } });
    expect(cartGuard('shipping', { ...full, hasShippingInfo: false }, { name: 'addresses' })).toBeNull();
    expect(cartGuard('shipping', full, { name: 'payment' })).toBeNull();
  });
});
