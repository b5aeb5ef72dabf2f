// Volume discounts (spec part 2 §9 "General"): the more units of one product, the higher the discount.
// The tiers are the platform's data (cart discounts of the product's group, read by the commerce adapter;
// the demo seeds the spec's 3 → 5 %, 5 → 10 %, 10 → 15 % in kv-seed/generate/discounts.ts), and the
// platform applies them to the cart. It stores the discount as permyriad (1/10000); the shop shows percent.
import * as v from 'valibot';

// The schema is the definition (the browser checks the streamed tiers with it); the type derives.
export const VolumeDiscountTierSchema = v.object({ minQuantity: v.number(), percent: v.number() });
export type VolumeDiscountTier = v.InferOutput<typeof VolumeDiscountTierSchema>;

/** The product page's streamed volume-discount part. */
export const VolumeDiscountTiersSchema = v.array(VolumeDiscountTierSchema);

export const permyriadToPercent = (permyriad: number): number => permyriad / 100;
