// Customer tiers (spec part 1 §3) and the personalised cart discounts of each tier (part 2 §7.1
// getPersonalizedDiscounts; §9 "Personalised discounts active only in LT"), with one demo customer per tier
// in the Lithuanian store. To prove the rule "used only if active and includes the current store", the
// tier-3 discount is inactive and the tier-4 one belongs to another store: tier-3 and tier-4 customers see
// no tier price in LT.
import type { CartDiscountDraft, CustomerDraft, CustomerGroupDraft } from '@commercetools/platform-sdk';
import { locBy } from './lib.ts';
import { percentText } from './texts.ts';

const TIERS = [
  { key: 'base', name: 'Base tier', permyriad: 200, isActive: true, store: 'lt' },
  { key: 'tier-1', name: 'Tier 1', permyriad: 400, isActive: true, store: 'lt' },
  { key: 'tier-2', name: 'Tier 2', permyriad: 600, isActive: true, store: 'lt' },
  { key: 'tier-3', name: 'Tier 3', permyriad: 800, isActive: false, store: 'lt' },
  { key: 'tier-4', name: 'Tier 4', permyriad: 1000, isActive: true, store: 'sk' },
] as const;

/** The password of the demo tier customers (README "Demo customers"). */
export const DEMO_TIER_PASSWORD = 'ExquipTier2026';

export const customerGroupDrafts = (): CustomerGroupDraft[] => TIERS.map(({ key, name }) => ({ key, groupName: name }));

export const personalisedDiscountDrafts = (): CartDiscountDraft[] =>
  TIERS.map(({ key, name, permyriad, isActive, store }, index) => ({
    key: `personalised-${key}`,
    name: locBy((lang) => `${name}: ${percentText(lang, permyriad / 100)}`),
    value: { type: 'relative', permyriad },
    cartPredicate: `customer.customerGroup.key = "${key}"`,
    target: { type: 'lineItems', predicate: '1 = 1' },
    sortOrder: `0.8${index + 1}`,
    isActive,
    requiresDiscountCode: false,
    stores: [{ typeId: 'store', key: store }],
  }));

export const tierCustomerDrafts = (): CustomerDraft[] =>
  TIERS.map(({ key, name }) => ({
    email: `${key}@example.lt`,
    password: DEMO_TIER_PASSWORD,
    firstName: 'Rūta',
    lastName: name,
    isEmailVerified: true,
    customerGroup: { typeId: 'customer-group', key },
    stores: [{ typeId: 'store', key: 'lt' }],
  }));
