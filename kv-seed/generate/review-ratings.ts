// The star ratings of a product's demo reviews, drawn around the product's rating target: mostly 4 and 5
// stars, now and then a disappointed 1 or 2, as real shop reviews spread. Deterministic per SKU.
import { rng } from './lib.ts';

/** One demo review per this much popularity (2–322): about 570 reviews, up to 20 per product (each one costs the local stack's start time). */
const POPULARITY_PER_REVIEW = 16;
const POOR_SHARE = 0.06;

/**
 * `perReview`: popularity per review; the extension's products (extension.ts) are reviewed more sparsely,
 * so that reviews stay a fraction of the seed and of the local stack's start time.
 */
export const plannedRatings = (sku: string, target: number, popularity: number, perReview = POPULARITY_PER_REVIEW): number[] => {
  const random = rng(`${sku}:ratings`);
  const count = Math.round(popularity / perReview);
  return Array.from({ length: count }, () => {
    if (random() < POOR_SHARE) return random() < 0.5 ? 1 : 2;
    return Math.max(3, Math.min(5, Math.round(target + (random() - 0.5) * 1.6)));
  });
};

/** The `topRated` tag: at least five reviews averaging 4.6 stars or more. */
export const isTopRated = (ratings: readonly number[]): boolean =>
  ratings.length >= 5 && ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length >= 4.6;
