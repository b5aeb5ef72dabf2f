// A virtual extra-guarantee product (SKUs 41000x0) as the offer needs it: the commerce adapter maps it
// from the product's attributes, the guarantees endpoint sends it, the browser parses it with this schema.
import * as v from 'valibot';

export const GuaranteeProductSchema = v.object({
  sku: v.string(),
  name: v.string(),
  years: v.number(),
  /** `extraGuaranteeRate`: the guarantee costs this percent of the product's unit price. */
  ratePercent: v.number(),
  /** `extraGuaranteeExcludedSkus`: products this guarantee is never sold for (e.g. B-ware). */
  excludedSkus: v.array(v.string()),
  /** `extraGuaranteeExcludedBrands`. */
  excludedBrands: v.array(v.string()),
  /** Relation values that exclude a product; matched against the line's `relations` (guarantee.ts). */
  excludedRelations: v.array(v.string()),
  /** `enabledOnMarket`: locale → 'true' where the guarantee is sold. Any other value means not sold. */
  enabledOnMarket: v.record(v.string(), v.string()),
});
export type GuaranteeProduct = v.InferOutput<typeof GuaranteeProductSchema>;
