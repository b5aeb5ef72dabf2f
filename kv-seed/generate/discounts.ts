// Volume-discount cart discounts: three tiers per volume-discount group.
import type { CartDiscountDraft } from '@commercetools/platform-sdk';
import { permyriadToPercent } from '../../src/domain/catalogue/volume-discounts.ts';
import { locBy, ref } from './lib.ts';
import { volumeDiscountName } from './texts.ts';

/** Volume-discount tiers (spec part 2 §9): 3 items 5 %, 5 items 10 %, 10 items 15 %. */
const TIERS = [
  { items: 3, permyriad: 500 },
  { items: 5, permyriad: 1000 },
  { items: 10, permyriad: 1500 },
] as const;

/**
 * Each tier's cart predicate bounds the group's item count from both sides, so exactly one tier of a
 * group applies and tiers of different groups still combine (StopAfterThisDiscount would cut those).
 */
function tierPredicate(group: string, tierIndex: number): string {
  const count = `lineItemCount(attributes.volumeDiscountGroup = "${group}")`;
  const tier = TIERS[tierIndex];
  if (!tier) throw new Error(`no volume discount tier ${tierIndex}`);
  const next = TIERS[tierIndex + 1];
  const lower = `${count} >= ${tier.items}`;
  return next ? `${lower} and ${count} < ${next.items}` : lower;
}

export const cartDiscountDrafts = (groups: readonly string[]): CartDiscountDraft[] =>
  groups.flatMap((group, groupIndex) =>
    TIERS.map(
      ({ items, permyriad }, tierIndex): CartDiscountDraft => ({
        key: `${group}-${items}`,
        name: locBy((lang) => volumeDiscountName(lang, permyriadToPercent(permyriad), items)),
        value: { type: 'relative', permyriad },
        cartPredicate: tierPredicate(group, tierIndex),
        target: { type: 'lineItems', predicate: `attributes.volumeDiscountGroup = "${group}"` },
        sortOrder: `0.${groupIndex + 1}${tierIndex + 1}`,
        isActive: true,
        requiresDiscountCode: false,
        custom: {
          type: ref('type', 'cart-discount-custom'),
          fields: { volumeDiscountGroup: group, minQuantity: items },
        },
      }),
    ),
  );
