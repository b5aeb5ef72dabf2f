// Volume discounts (spec part 2 §9 "General"): the more units of one product, the higher the discount.
// The platform stores the discount as permyriad (1/10000); the shop shows percent.
import * as v from 'valibot';

// The schema is the definition (the browser checks the streamed tiers with it); the type derives.
export const VolumeDiscountTierSchema = v.object({ minQuantity: v.number(), percent: v.number() });
export type VolumeDiscountTier = v.InferOutput<typeof VolumeDiscountTierSchema>;

/** The product page's streamed volume-discount part. */
export const VolumeDiscountTiersSchema = v.array(VolumeDiscountTierSchema);

/** Ascending by quantity. */
export const VOLUME_DISCOUNT_TIERS: readonly Readonly<VolumeDiscountTier>[] = [
  { minQuantity: 3, percent: 5 },
  { minQuantity: 5, percent: 10 },
  { minQuantity: 10, percent: 15 },
];

/** How many related products of the same volume-discount group are shown beside the tiers. */
export const VOLUME_DISCOUNT_RELATED_ITEMS = 3;

/** The highest tier the quantity reaches, or undefined below the first tier. */
export const tierFor = (quantity: number): Readonly<VolumeDiscountTier> | undefined =>
  VOLUME_DISCOUNT_TIERS.findLast((tier) => quantity >= tier.minQuantity);

export const permyriadToPercent = (permyriad: number): number => permyriad / 100;
