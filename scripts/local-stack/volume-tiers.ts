// Volume-discount tiers read from commercetools cart discounts (pure).
// A tier is one CartDiscount whose line-item target is `attributes.volumeDiscountGroup = "{group}"`, whose
// value is relative (permyriad) and whose custom field `minQuantity` says how many items of the group the
// cart needs. The emulator stores these discounts but never applies them; cart-totals.ts does.
import type { CartDiscount, LineItem } from '@commercetools/platform-sdk';

export interface VolumeTier {
  discountId: string;
  group: string;
  minQuantity: number;
  permyriad: number;
  /** Store keys the discount is limited to; empty = every store. */
  storeKeys: string[];
  sortOrder: string;
}

const GROUP_IN_PREDICATE = /volumeDiscountGroup\s*=\s*"([^"]+)"/;
const MIN_IN_PREDICATE = /(>=|>)\s*(\d+)/;

const customField = (discount: CartDiscount, name: string): unknown => discount.custom?.fields[name];

const isValidAt = (discount: CartDiscount, now: Date): boolean =>
  discount.isActive !== false &&
  (!discount.validFrom || new Date(discount.validFrom) <= now) &&
  (!discount.validUntil || new Date(discount.validUntil) > now);

const minQuantityOf = (discount: CartDiscount): number | undefined => {
  const field = customField(discount, 'minQuantity');
  if (typeof field === 'number') return field;
  if (typeof field === 'string' && /^\d+$/.test(field)) return Number(field);
  const match = MIN_IN_PREDICATE.exec(discount.cartPredicate ?? '');
  if (!match?.[2]) return undefined;
  return match[1] === '>' ? Number(match[2]) + 1 : Number(match[2]);
};

const groupOf = (discount: CartDiscount): string | undefined => {
  const target = discount.target;
  if (target?.type !== 'lineItems') return undefined;
  const fromPredicate = GROUP_IN_PREDICATE.exec(target.predicate)?.[1];
  const field = customField(discount, 'volumeDiscountGroup');
  return fromPredicate ?? (typeof field === 'string' ? field : undefined);
};

/** Every active, code-less, relative volume-discount tier among the given cart discounts. */
export const volumeTiers = (discounts: readonly CartDiscount[], now: Date = new Date()): VolumeTier[] =>
  discounts.flatMap((discount) => {
    if (!isValidAt(discount, now) || discount.requiresDiscountCode) return [];
    if (discount.value.type !== 'relative') return [];
    const group = groupOf(discount);
    const minQuantity = minQuantityOf(discount);
    if (group === undefined || minQuantity === undefined) return [];
    const storeKeys = (discount.stores ?? []).flatMap((store) => (store.key ? [store.key] : []));
    return [
      {
        discountId: discount.id,
        group,
        minQuantity,
        permyriad: discount.value.permyriad,
        storeKeys,
        sortOrder: discount.sortOrder,
      },
    ];
  });

/** The value of a line item's `volumeDiscountGroup` attribute (plain text or enum key). */
export const volumeGroupOf = (lineItem: Pick<LineItem, 'variant'>): string | undefined => {
  const attribute = lineItem.variant.attributes?.find((a) => a.name === 'volumeDiscountGroup');
  const value: unknown = attribute?.value;
  if (typeof value === 'string' && value !== '') return value;
  if (value && typeof value === 'object' && 'key' in value && typeof value.key === 'string') return value.key;
  return undefined;
};

/** The tier with the largest reduction that a group reaches with `quantity` items in the given store. */
export const bestTier = (tiers: readonly VolumeTier[], group: string, quantity: number, storeKey: string | undefined): VolumeTier | undefined =>
  tiers
    .filter((tier) => tier.group === group && quantity >= tier.minQuantity)
    .filter((tier) => tier.storeKeys.length === 0 || (storeKey !== undefined && tier.storeKeys.includes(storeKey)))
    .reduce<VolumeTier | undefined>((best, tier) => (!best || tier.permyriad > best.permyriad ? tier : best), undefined);
