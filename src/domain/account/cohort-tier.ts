// Customer tiers and personalised discounts (spec part 1 §3 "Customer tiers: not-logged-in, no-tier, base
// tier, tiers 1 to 4", §5 and part 2 §5 "Discount queries proceed only with a store and a discount group
// or cohort tier; a personalised discount is used only if active and includes the current store", part 2
// §9 "Personalised discounts active only in LT"). A tier is the key of the customer's customer group; the
// personalised discount of a tier is the cart discount keyed `personalised-{tier}` (getPersonalizedDiscounts:
// cohortTier → cartDiscount.value.permyriad).
import * as v from 'valibot';
import { type Money, MoneySchema } from '../money/money.ts';

/** The customer-group keys that are tiers. */
export const TIER_GROUPS = ['base', 'tier-1', 'tier-2', 'tier-3', 'tier-4'] as const;
export type TierGroup = (typeof TIER_GROUPS)[number];
export type CohortTier = 'not-logged-in' | 'no-tier' | TierGroup;

const isTierGroup = (key: string): key is TierGroup => (TIER_GROUPS as readonly string[]).includes(key);

/** The shopper's cohort: signed out, signed in without a tier group, or the tier of their customer group. */
export function cohortTierOf(signedIn: boolean, customerGroup: string | undefined): CohortTier {
  if (!signedIn) return 'not-logged-in';
  return customerGroup && isTierGroup(customerGroup) ? customerGroup : 'no-tier';
}

/** Only the tiers that have a personalised discount to ask for (the query needs a cohort tier). */
export const discountTierOf = (cohort: CohortTier): TierGroup | null => (isTierGroup(cohort) ? cohort : null);

/** Spec part 2 §9: personalised discounts are active only in Lithuania. */
const PERSONALISED_DISCOUNT_COUNTRIES: readonly string[] = ['LT'];
export const personalisedDiscountsActiveIn = (countryCode: string): boolean => PERSONALISED_DISCOUNT_COUNTRIES.includes(countryCode);

export const personalisedDiscountKey = (tier: TierGroup): string => `personalised-${tier}`;

/** A personalised cart discount as commerce holds it (the adapter maps commercetools' CartDiscount to it). */
export const PersonalisedDiscountSchema = v.object({
  isActive: v.boolean(),
  storeKeys: v.array(v.string()),
  /** The relative value; null for any other kind of value, which a tier price cannot show. */
  permyriad: v.nullable(v.number()),
});
export type PersonalisedDiscount = v.InferOutput<typeof PersonalisedDiscountSchema>;

/**
 * The permyriad to apply in `storeKey`, or null: only an active discount that names the current store.
 * A discount naming no store at all is not used either (our reading of "includes the current store").
 */
export function applicablePermyriad(discount: PersonalisedDiscount | null, storeKey: string): number | null {
  if (!discount?.isActive || !discount.storeKeys.includes(storeKey)) return null;
  const { permyriad } = discount;
  return permyriad !== null && Number.isInteger(permyriad) && permyriad > 0 && permyriad < 10_000 ? permyriad : null;
}

export const TierPriceSchema = v.object({
  tier: v.picklist(TIER_GROUPS),
  /** The discount in percent (permyriad / 100, spec part 2 §9). */
  percent: v.number(),
  price: MoneySchema,
});
export type TierPrice = v.InferOutput<typeof TierPriceSchema>;
export const OptionalTierPriceSchema = v.nullable(TierPriceSchema);

/** The regular price less the tier's discount, rounded to the currency's minor unit. */
export const tierPriceOf = (regular: Money, tier: TierGroup, permyriad: number): TierPrice => ({
  tier,
  percent: permyriad / 100,
  price: { ...regular, centAmount: Math.round((regular.centAmount * (10_000 - permyriad)) / 10_000) },
});
