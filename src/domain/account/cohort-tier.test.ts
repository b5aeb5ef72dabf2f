import { describe, expect, it } from 'vitest';
import { applicablePermyriad, cohortTierOf, discountTierOf, personalisedDiscountsActiveIn, tierPriceOf } from './cohort-tier.ts';

describe('cohortTierOf', () => {
  it.each([
    [false, 'tier-2', 'not-logged-in'],
    [true, undefined, 'no-tier'],
    [true, 'wholesale', 'no-tier'],
    [true, 'base', 'base'],
    [true, 'tier-4', 'tier-4'],
  ] as const)('signed in %s with group %s is %s', (signedIn, group, tier) => {
    expect(cohortTierOf(signedIn, group)).toBe(tier);
  });

  it('asks for a discount only for a tier group', () => {
    expect(discountTierOf('no-tier')).toBeNull();
    expect(discountTierOf('not-logged-in')).toBeNull();
    expect(discountTierOf('tier-1')).toBe('tier-1');
  });
});

describe('personalised discounts', () => {
  const discount = { isActive: true, storeKeys: ['lt'], permyriad: 600 };

  it('are active only in LT', () => {
    expect(personalisedDiscountsActiveIn('LT')).toBe(true);
    expect(personalisedDiscountsActiveIn('SK')).toBe(false);
  });

  it('are used only when active and including the current store', () => {
    expect(applicablePermyriad(discount, 'lt')).toBe(600);
    expect(applicablePermyriad({ ...discount, isActive: false }, 'lt')).toBeNull();
    expect(applicablePermyriad({ ...discount, storeKeys: ['lv'] }, 'lt')).toBeNull();
    expect(applicablePermyriad({ ...discount, storeKeys: [] }, 'lt')).toBeNull();
    expect(applicablePermyriad({ ...discount, permyriad: null }, 'lt')).toBeNull();
    expect(applicablePermyriad(null, 'lt')).toBeNull();
  });

  it('take the permyriad off the regular price, rounded to the cent', () => {
    const tier = tierPriceOf({ centAmount: 12_999, currencyCode: 'EUR', fractionDigits: 2 }, 'tier-2', 600);
    expect(tier).toEqual({ tier: 'tier-2', percent: 6, price: { centAmount: 12_219, currencyCode: 'EUR', fractionDigits: 2 } });
  });
});
