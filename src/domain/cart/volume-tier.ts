// Volume-discount hint beside the quantity selector (spec part 2 §9 "General"): the tier the quantity
// reaches and how many more units reach the next one ("2 more for 10 %").
import { VOLUME_DISCOUNT_TIERS, tierFor, type VolumeDiscountTier } from '../catalogue/volume-discounts.ts';

export interface VolumeTierHint {
  current: Readonly<VolumeDiscountTier> | undefined;
  next: Readonly<VolumeDiscountTier> | undefined;
  /** Units to add to reach `next`; 0 when there is no next tier. */
  unitsToNext: number;
}

/** A quantity that is not a positive number counts as 0 units, so the hint points at the first tier. */
const unitsOf = (quantity: number): number => (Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0);

export const volumeTierHint = (quantity: number): VolumeTierHint => {
  const units = unitsOf(quantity);
  const next = VOLUME_DISCOUNT_TIERS.find((tier) => tier.minQuantity > units);
  return { current: tierFor(units), next, unitsToNext: next ? next.minQuantity - units : 0 };
};
