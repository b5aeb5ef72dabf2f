import { describe, expect, it } from 'vitest';
import { couponCodeOf, discountCodeIdFor, refusalForReason, refusalForState, sameCoupon } from './coupons.ts';
import { cartOf } from '../../../tests/fixtures/cart.ts';
import type { Cart } from './types.ts';

type CartDiscountCode = Cart['discountCodes'][number];

const cartWith = (...discountCodes: CartDiscountCode[]): Cart => ({ ...cartOf(), discountCodes });
const cart = cartWith({ id: 'dc-1', code: 'SUMMER-10', state: 'MatchesCart' }, { id: 'dc-2', code: 'welcome5', state: 'DoesNotMatchCart' });

describe('discountCodeIdFor', () => {
  it('finds a code on the cart by its code', () => {
    expect(discountCodeIdFor(cart, 'SUMMER-10')).toBe('dc-1');
    expect(discountCodeIdFor(cart, 'welcome5')).toBe('dc-2');
  });

  it('ignores case and surrounding spaces', () => {
    expect(discountCodeIdFor(cart, '  summer-10 ')).toBe('dc-1');
    expect(discountCodeIdFor(cart, 'WELCOME5')).toBe('dc-2');
  });

  it('is null for a code not on the cart, a partial code or an empty one', () => {
    expect(discountCodeIdFor(cart, 'WINTER')).toBeNull();
    expect(discountCodeIdFor(cart, 'SUMMER')).toBeNull();
    expect(discountCodeIdFor(cart, '   ')).toBeNull();
    expect(discountCodeIdFor(cartWith(), 'SUMMER-10')).toBeNull();
  });
});

describe('couponCodeOf / sameCoupon', () => {
  it('sends what the shopper typed trimmed and in capitals', () => {
    expect(couponCodeOf('  welcome10 ')).toBe('WELCOME10');
    expect(sameCoupon('Welcome10', ' WELCOME10')).toBe(true);
    expect(sameCoupon('WELCOME10', 'SAVE20')).toBe(false);
  });
});

describe('refusalForReason', () => {
  it.each([
    ['DoesNotExist', 'unknown'],
    ['TimeRangeNonApplicable', 'expired'],
    ['NotValid', 'expired'],
    ['DoesNotMatchCart', 'not-valid-in-shop'],
    ['NotActive', 'not-usable'],
    ['ApplicationStoppedByPreviousDiscount', 'not-usable'],
    ['MaxApplicationReached', 'not-usable'],
    [undefined, 'not-usable'],
  ] as const)('%s → %s', (reason, refusal) => {
    expect(refusalForReason(reason)).toBe(refusal);
  });
});

describe('refusalForState', () => {
  it.each([
    ['MatchesCart', null],
    ['ApplicationStoppedByGroupBestDeal', null],
    ['DoesNotMatchCart', 'does-not-apply'],
    ['NotValid', 'expired'],
    ['NotActive', 'not-usable'],
    ['ApplicationStoppedByPreviousDiscount', 'not-usable'],
    ['MaxApplicationReached', 'not-usable'],
  ] as const)('%s → %s', (state, refusal) => {
    expect(refusalForState(state)).toBe(refusal);
  });
});
