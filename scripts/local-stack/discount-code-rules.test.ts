// The discount-code rules of the commerce stand-in, pure: refusal reasons, states on the cart, the
// predicates they evaluate, and how a discount on the total is spread over the lines for the taxes.
import type { CartDiscount, DiscountCode, LineItem } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { cartMatches, lineMatches, UnsupportedPredicate } from './cart-predicates.ts';
import { refusalOf, stateOf } from './discount-code-rules.ts';
import { shares } from './total-discount.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const line = (brand: string): Pick<LineItem, 'variant'> => ({ variant: { id: 1, attributes: [{ name: 'brand', value: brand }] } });

const discount = (extra: Partial<CartDiscount> = {}): CartDiscount => ({
  id: 'cd',
  version: 1,
  createdAt: '',
  lastModifiedAt: '',
  name: { en: 'cd' },
  value: { type: 'relative', permyriad: 1000 },
  cartPredicate: '1 = 1',
  target: { type: 'lineItems', predicate: '1 = 1' },
  sortOrder: '0.9',
  stores: [],
  isActive: true,
  requiresDiscountCode: true,
  stackingMode: 'Stacking',
  recurringOrderScope: { type: 'AnyOrder' },
  references: [],
  ...extra,
});

const code = (extra: Partial<DiscountCode> = {}): DiscountCode => ({
  id: 'dc',
  version: 1,
  createdAt: '',
  lastModifiedAt: '',
  code: 'CODE',
  cartDiscounts: [{ typeId: 'cart-discount', id: 'cd' }],
  isActive: true,
  references: [],
  groups: [],
  applicationVersion: 1,
  stores: [],
  ...extra,
});

const cart = { storeKey: 'de', lineItems: [line('Labora')] };

describe('refusalOf (Add DiscountCode)', () => {
  it('takes a valid code', () => {
    expect(refusalOf({ code: code(), discounts: [discount()] }, cart, NOW)).toBeNull();
  });
  it('refuses a code outside its own validity with its dates and the check time', () => {
    const expired = code({ validFrom: '2025-06-01T00:00:00.000Z', validUntil: '2025-09-01T00:00:00.000Z' });
    expect(refusalOf({ code: expired, discounts: [discount()] }, cart, NOW)).toEqual({
      reason: 'TimeRangeNonApplicable',
      discountCodeId: 'dc',
      validFrom: '2025-06-01T00:00:00.000Z',
      validUntil: '2025-09-01T00:00:00.000Z',
      validityCheckTime: NOW.toISOString(),
    });
    expect(refusalOf({ code: code({ validFrom: '2027-01-01T00:00:00.000Z' }), discounts: [discount()] }, cart, NOW)?.reason).toBe(
      'TimeRangeNonApplicable',
    );
  });
  it('refuses an inactive code, or one without an active cart discount: NotActive', () => {
    expect(refusalOf({ code: code({ isActive: false }), discounts: [discount()] }, cart, NOW)?.reason).toBe('NotActive');
    expect(refusalOf({ code: code(), discounts: [discount({ isActive: false })] }, cart, NOW)?.reason).toBe('NotActive');
  });
  it('refuses a code whose cart discounts are all out of time: NotValid', () => {
    expect(refusalOf({ code: code(), discounts: [discount({ validUntil: '2026-01-01T00:00:00.000Z' })] }, cart, NOW)?.reason).toBe('NotValid');
  });
  it("refuses a code of another store's cart discounts", () => {
    const czOnly = discount({ stores: [{ typeId: 'store', key: 'cz' }] });
    expect(refusalOf({ code: code(), discounts: [czOnly] }, cart, NOW)?.reason).toBe('DoesNotMatchCart');
    expect(refusalOf({ code: code(), discounts: [czOnly] }, { ...cart, storeKey: 'cz' }, NOW)).toBeNull();
  });
  it('takes a code whose predicate does not match the lines (it is only DoesNotMatchCart on the cart)', () => {
    const brandOnly = discount({ cartPredicate: 'lineItemExists(attributes.brand = "Gastrova") = true' });
    expect(refusalOf({ code: code(), discounts: [brandOnly] }, cart, NOW)).toBeNull();
    expect(stateOf({ code: code(), discounts: [brandOnly] }, cart, NOW)).toBe('DoesNotMatchCart');
    expect(stateOf({ code: code(), discounts: [brandOnly] }, { ...cart, lineItems: [line('Gastrova')] }, NOW)).toBe('MatchesCart');
  });
});

describe('stateOf (the code on the cart)', () => {
  it('follows the code and its discounts over time', () => {
    expect(stateOf({ code: code(), discounts: [discount()] }, cart, NOW)).toBe('MatchesCart');
    expect(stateOf({ code: code({ validUntil: '2026-01-01T00:00:00.000Z' }), discounts: [discount()] }, cart, NOW)).toBe('NotValid');
    expect(stateOf({ code: code({ isActive: false }), discounts: [discount()] }, cart, NOW)).toBe('NotActive');
    expect(stateOf({ code: code({ cartPredicate: 'lineItemExists(attributes.brand = "X") = true' }), discounts: [discount()] }, cart, NOW)).toBe(
      'DoesNotMatchCart',
    );
  });
});

describe('predicates', () => {
  it('evaluates the supported forms and refuses others loudly', () => {
    expect(lineMatches('1 = 1', line('A'))).toBe(true);
    expect(lineMatches('attributes.brand = "A"', line('A'))).toBe(true);
    expect(lineMatches('attributes.brand = "B"', line('A'))).toBe(false);
    expect(cartMatches(undefined, [])).toBe(true);
    expect(cartMatches('lineItemExists(attributes.brand = "A") = true', [line('B'), line('A')])).toBe(true);
    expect(() => cartMatches('totalPrice > "10.00 EUR"', [line('A')])).toThrow(UnsupportedPredicate);
  });
});

describe('shares', () => {
  it('splits a discount over the lines in proportion, the remainder on the largest', () => {
    expect(shares(2000, [10000, 5000, 5000])).toEqual([1000, 500, 500]);
    expect(shares(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shares(100, [0, 0])).toEqual([0, 0]);
  });
});
