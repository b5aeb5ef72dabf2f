// Demo coupons: cart discounts that need a discount code, and their codes (README "Demo coupons").
// One of each kind a shopper can meet: a percentage off every line, a fixed amount off the order in each
// currency, an expired code, a code of one store only, and a code for one brand's products only.
import type { CartDiscountDraft, DiscountCodeDraft } from '@commercetools/platform-sdk';
import type { CurrencyCode } from '../../src/domain/markets/countries.ts';
import { locBy, ref } from './lib.ts';
import { couponName } from './texts.ts';

/** The brand of the brand-only code (a brand with products in several categories). */
export const COUPON_BRAND = 'Gastrova';

/** "20 off" in each currency: about 20 € everywhere, in round amounts of the local currency (cents). */
const SAVE20_AMOUNTS: Readonly<Record<CurrencyCode, number>> = {
  EUR: 2000,
  GBP: 2000,
  CHF: 2000,
  DKK: 15000,
  SEK: 22000,
  NOK: 22000,
  CZK: 50000,
  PLN: 8500,
  HUF: 800000,
  RON: 10000,
  BGN: 4000,
};

const ALL_LINES = '1 = 1';
const brandPredicate = `attributes.brand = "${COUPON_BRAND}"`;

interface Coupon {
  key: string;
  code: string;
  discount: Pick<CartDiscountDraft, 'value' | 'target' | 'cartPredicate' | 'stores'>;
  percent?: number;
  validity?: Pick<DiscountCodeDraft, 'validFrom' | 'validUntil'>;
}

const COUPONS: readonly Coupon[] = [
  {
    key: 'coupon-welcome10',
    code: 'WELCOME10',
    percent: 10,
    discount: { value: { type: 'relative', permyriad: 1000 }, target: { type: 'lineItems', predicate: ALL_LINES }, cartPredicate: ALL_LINES },
  },
  {
    key: 'coupon-save20',
    code: 'SAVE20',
    discount: {
      value: { type: 'absolute', money: Object.entries(SAVE20_AMOUNTS).map(([currencyCode, centAmount]) => ({ currencyCode, centAmount })) },
      target: { type: 'totalPrice' },
      cartPredicate: ALL_LINES,
    },
  },
  {
    key: 'coupon-summer15',
    code: 'SUMMER15',
    percent: 15,
    discount: { value: { type: 'relative', permyriad: 1500 }, target: { type: 'lineItems', predicate: ALL_LINES }, cartPredicate: ALL_LINES },
    validity: { validFrom: '2025-06-01T00:00:00.000Z', validUntil: '2025-09-01T00:00:00.000Z' },
  },
  {
    key: 'coupon-czshop5',
    code: 'CZSHOP5',
    percent: 5,
    discount: {
      value: { type: 'relative', permyriad: 500 },
      target: { type: 'lineItems', predicate: ALL_LINES },
      cartPredicate: ALL_LINES,
      stores: [ref('store', 'cz')],
    },
  },
  {
    key: 'coupon-gastrova15',
    code: 'GASTROVA15',
    percent: 15,
    discount: {
      value: { type: 'relative', permyriad: 1500 },
      target: { type: 'lineItems', predicate: brandPredicate },
      cartPredicate: `lineItemExists(${brandPredicate}) = true`,
    },
  },
];

export const couponDiscountDrafts = (): CartDiscountDraft[] =>
  COUPONS.map(({ key, code, percent, discount }, index) => ({
    key,
    name: locBy((lang) => couponName(lang, code, percent)),
    ...discount,
    // Above every volume tier (0.1x–0.9x), each unique as commercetools requires.
    sortOrder: `0.99${index + 1}`,
    isActive: true,
    requiresDiscountCode: true,
  }));

export const discountCodeDrafts = (): DiscountCodeDraft[] =>
  COUPONS.map(({ key, code, validity }) => ({
    code,
    cartDiscounts: [ref('cart-discount', key)],
    isActive: true,
    ...validity,
  }));
