// biome-ignore-all format: the spec's per-country table is restated as a table
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../markets/countries.ts';
import type { Money } from '../money/money.ts';
import { eligiblePaymentMethods, type PaymentEligibilityInput } from './eligibility.ts';
import type { PaymentCartFacts } from './payment-cart-facts.ts';
import { CARD_INTEGRATION_METHODS } from './payment-methods.ts';

// Spec part 2 §9, restated here so the tables in cod-rules.ts are checked against the spec's words.
const COD_MAX: Record<CountryCode, number> = {
  SK: 2500, IE: 1500, DE: 1500, PT: 1000, IT: 999.99, FR: 1000, HU: 499999, CZ: 60000, AT: 1500,
  NO: 1500, NL: 1500, CH: 3500, BE: 3000, DK: 20000, SE: 3000, ES: 1000, GB: 2500, FI: 1500,
  PL: 6000, RO: 10000, LT: 4500, SI: 4500, BG: 4550, GR: 499, HR: 4500,
};
const ONE_PRODUCT_COD: CountryCode[] = ['SK', 'IT', 'HU', 'CZ', 'PL', 'HR'];
const FREIGHT_COD: CountryCode[] = ['SK', 'HU', 'CZ', 'PL'];
const BANK_OFF: CountryCode[] = ['IE', 'NL', 'SE', 'GB', 'RO', 'LT', 'SI', 'BG', 'GR', 'HR'];

const money = (country: CountryCode, major: number): Money => ({
  centAmount: Math.round(major * 100),
  currencyCode: COUNTRIES[country].currency,
  fractionDigits: 2,
});

const smallCart = (country: CountryCode, facts: Partial<PaymentCartFacts> = {}): PaymentCartFacts => ({
  grossTotal: money(country, 100),
  items: 1,
  standardProducts: 1,
  hasFreight: false,
  ...facts,
});

const input = (country: CountryCode, facts: Partial<PaymentCartFacts> = {}, more: Partial<PaymentEligibilityInput> = {}): PaymentEligibilityInput => ({
  country,
  currency: COUNTRIES[country].currency,
  customerType: 'private',
  cart: smallCart(country, facts),
  adyenMethods: ['scheme', 'paypal'],
  googlePayEnabled: false,
  ...more,
});

const offered = (value: PaymentEligibilityInput) => eligiblePaymentMethods(value).methods.map((method) => method.id);
const whyNot = (value: PaymentEligibilityInput, id: 'cod' | 'bank-transfer') =>
  eligiblePaymentMethods(value).unavailable.find((entry) => entry.id === id)?.reason ?? null;

describe.each(COUNTRY_CODES)('payment eligibility in %s', (country) => {
  const limit = COD_MAX[country];

  it(`offers cash on delivery just under and at ${limit} ${COUNTRIES[country].currency}, not a cent over`, () => {
    expect(offered(input(country, { grossTotal: money(country, limit - 0.01) }))).toContain('cod');
    expect(offered(input(country, { grossTotal: money(country, limit) }))).toContain('cod');
    const over = input(country, { grossTotal: money(country, limit + 0.01) });
    expect(offered(over)).not.toContain('cod');
    expect(whyNot(over, 'cod')).toEqual({ code: 'cod-over-limit', limit: money(country, limit) });
  });

  const oneProduct = ONE_PRODUCT_COD.includes(country);
  it(oneProduct ? 'takes cash on delivery for one standard product only' : 'takes cash on delivery for several standard products', () => {
    expect(offered(input(country, { standardProducts: 1, items: 5 }))).toContain('cod');
    const two = input(country, { standardProducts: 2, items: 2 });
    if (oneProduct) {
      expect(offered(two)).not.toContain('cod');
      expect(whyNot(two, 'cod')).toEqual({ code: 'cod-too-many-products', max: 1 });
    } else {
      expect(offered(two)).toContain('cod');
      expect(offered(input(country, { standardProducts: 20, items: 20 }))).toContain('cod');
    }
  });

  const freight = FREIGHT_COD.includes(country);
  it(freight ? 'takes cash on delivery for freight' : 'takes no cash on delivery for freight', () => {
    const heavy = input(country, { hasFreight: true });
    expect(offered(heavy).includes('cod')).toBe(freight);
    expect(whyNot(heavy, 'cod')).toEqual(freight ? null : { code: 'cod-freight' });
  });

  const bank = !BANK_OFF.includes(country);
  it(bank ? 'offers bank transfer for 1 to 20 items' : 'never offers bank transfer, nor explains it', () => {
    for (const items of [0, 1, 20, 21]) {
      const cart = input(country, { items, standardProducts: Math.min(items, 1) });
      expect(offered(cart).includes('bank-transfer')).toBe(bank && items >= 1 && items <= 20);
      if (!bank) expect(whyNot(cart, 'bank-transfer')).toBeNull();
    }
    if (bank) {
      expect(whyNot(input(country, { items: 0, standardProducts: 0 }), 'bank-transfer')).toEqual({ code: 'no-items' });
      expect(whyNot(input(country, { items: 21 }), 'bank-transfer')).toEqual({ code: 'too-many-items', max: 20 });
    }
  });

  it('takes cash on delivery for 1 and 20 items, not for 0 or 21', () => {
    expect(offered(input(country, { items: 1 }))).toContain('cod');
    expect(offered(input(country, { items: 20 }))).toContain('cod');
    expect(whyNot(input(country, { items: 0, standardProducts: 0 }), 'cod')).toEqual({ code: 'no-items' });
    expect(whyNot(input(country, { items: 21 }), 'cod')).toEqual({ code: 'too-many-items', max: 20 });
  });

  it('gives a company Billie and no consumer invoice or instalments, a private buyer the reverse', () => {
    const adyenMethods = [...CARD_INTEGRATION_METHODS];
    const company = offered(input(country, {}, { customerType: 'company', adyenMethods }));
    const person = offered(input(country, {}, { customerType: 'private', adyenMethods }));
    expect(company).toContain('klarna_b2b');
    for (const consumerOnly of ['klarna', 'klarna_account', 'ratepay']) expect(company).not.toContain(consumerOnly);
    expect(person).not.toContain('klarna_b2b');
    expect(person).toEqual(expect.arrayContaining(['klarna', 'klarna_account', 'ratepay']));
    for (const both of ['scheme', 'paypal', 'applepay']) {
      expect(company).toContain(both);
      expect(person).toContain(both);
    }
  });

  it('prices cash on delivery with the fee of the country currency', () => {
    const cod = eligiblePaymentMethods(input(country)).methods.find((method) => method.id === 'cod');
    expect(cod?.kind).toBe('cod');
    expect(cod?.fee?.currencyCode).toBe(COUNTRIES[country].currency);
    expect(cod?.fee?.centAmount).toBeGreaterThan(0);
  });
});

describe('payment eligibility, across countries', () => {
  it('shows Google Pay only when its flag is set', () => {
    const adyenMethods = ['scheme', 'googlepay', 'applepay'] as const;
    expect(offered(input('DE', {}, { adyenMethods, googlePayEnabled: false }))).toEqual(['scheme', 'applepay', 'bank-transfer', 'cod']);
    expect(offered(input('DE', {}, { adyenMethods, googlePayEnabled: true }))).toEqual(['scheme', 'googlepay', 'applepay', 'bank-transfer', 'cod']);
  });

  it("keeps Adyen's order, offers each method once and nothing Adyen did not offer", () => {
    const result = eligiblePaymentMethods(input('NL', {}, { adyenMethods: ['ideal', 'scheme', 'ideal'] }));
    expect(result.methods).toEqual([
      { id: 'ideal', kind: 'card-integration' },
      { id: 'scheme', kind: 'card-integration' },
      { id: 'cod', kind: 'cod', fee: { centAmount: 290, currencyCode: 'EUR', fractionDigits: 2 } },
    ]);
  });

  it('offers only its own methods when Adyen offers none (Adyen down)', () => {
    expect(offered(input('SK', {}, { adyenMethods: [] }))).toEqual(['bank-transfer', 'cod']);
  });

  it('compares a total in other fraction digits exactly and refuses a total in another currency', () => {
    const limitInThreeDigits: Money = { centAmount: 2_500_000, currencyCode: 'EUR', fractionDigits: 3 };
    expect(offered(input('SK', { grossTotal: limitInThreeDigits }))).toContain('cod');
    expect(offered(input('SK', { grossTotal: { ...limitInThreeDigits, centAmount: 2_500_001 } }))).not.toContain('cod');
    expect(offered(input('SK', { grossTotal: { centAmount: 100, currencyCode: 'CZK', fractionDigits: 2 } }))).not.toContain('cod');
  });

  it('names the first rule a cash order fails: items, then the limit, then products, then freight', () => {
    const all = input('SK', { items: 21, grossTotal: money('SK', 3000), standardProducts: 3, hasFreight: true });
    expect(whyNot(all, 'cod')).toEqual({ code: 'too-many-items', max: 20 });
    expect(whyNot(input('DE', { grossTotal: money('DE', 2000), hasFreight: true }), 'cod')?.code).toBe('cod-over-limit');
    expect(whyNot(input('IT', { standardProducts: 2, items: 2, hasFreight: true }), 'cod')?.code).toBe('cod-too-many-products');
  });
});
