// A product review as the shop shows it (spec part 1 §3 Review), the product's review statistics
// (commercetools' reviewRatingStatistics) and a page of a product's reviews (spec part 2 getReview). The
// schemas check what the browser receives from the reviews API and what the worker keeps in its caches.
import * as v from 'valibot';

export const RATINGS = [5, 4, 3, 2, 1] as const;

const rating = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));

export const ReviewSchema = v.object({
  id: v.string(),
  rating,
  /** In the page's language when a translation exists ('' when the reviewer wrote none). */
  title: v.string(),
  text: v.string(),
  /** '' when the reviewer did not consent to show their name. */
  authorName: v.string(),
  /** When it was written (ISO 8601): imported reviews keep their original date. */
  createdAt: v.string(),
  /** The language it was written in (BCP 47, e.g. cs-CZ). */
  locale: v.string(),
  /** Title, text and answer are a translation from `locale` into the page's language. */
  translated: v.boolean(),
  /** Customer care's public answer, or null. */
  answer: v.nullable(v.string()),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const ReviewStatisticsSchema = v.object({
  averageRating: v.number(),
  count: v.number(),
  /** Reviews per star, every star present ('1' … '5'). */
  ratingsDistribution: v.object({ 1: v.number(), 2: v.number(), 3: v.number(), 4: v.number(), 5: v.number() }),
});
export type ReviewStatistics = v.InferOutput<typeof ReviewStatisticsSchema>;

export const ReviewPageSchema = v.object({
  offset: v.number(),
  count: v.number(),
  total: v.number(),
  results: v.array(ReviewSchema),
  statistics: ReviewStatisticsSchema,
});
export type ReviewPage = v.InferOutput<typeof ReviewPageSchema>;

/** The answer to a review written: the review as now shown. */
export const CreatedReviewSchema = v.object({ review: ReviewSchema });

/** A review on the customer's own list (my reviews), with the product it is about. */
export interface CustomerReview extends Review {
  product: { sku: string; name: string; slug: string } | null;
}

export const NO_STATISTICS: ReviewStatistics = { averageRating: 0, count: 0, ratingsDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };

/** Statistics with every star present, from commercetools' distribution (which names only stars given). */
export function reviewStatistics(averageRating: number, count: number, distribution: Readonly<Record<string, unknown>>): ReviewStatistics {
  const of = (star: string) => {
    const value = distribution[star];
    return typeof value === 'number' ? value : 0;
  };
  return { averageRating, count, ratingsDistribution: { 1: of('1'), 2: of('2'), 3: of('3'), 4: of('4'), 5: of('5') } };
}

/** Each star's share of the reviews in whole percent (the distribution bars); 0 without reviews. */
export function ratingShare(statistics: ReviewStatistics, star: (typeof RATINGS)[number]): number {
  return statistics.count === 0 ? 0 : Math.round((statistics.ratingsDistribution[star] / statistics.count) * 100);
}

/** The statistics once a review with `rating` stars is added (the author's page, before the next read). */
export function withRating(statistics: ReviewStatistics, rating: number): ReviewStatistics {
  const star = RATINGS.find((candidate) => candidate === Math.round(rating)) ?? 1;
  const count = statistics.count + 1;
  return {
    averageRating: (statistics.averageRating * statistics.count + star) / count,
    count,
    ratingsDistribution: { ...statistics.ratingsDistribution, [star]: statistics.ratingsDistribution[star] + 1 },
  };
}

/** The shop's rating: all its products' reviews together (the review widget, review-rules.ts). */
export const ShopRatingSchema = v.object({ averageRating: v.number(), count: v.number() });
export type ShopRating = v.InferOutput<typeof ShopRatingSchema>;

/** Every product's review statistics as one: the average of all their reviews. */
export function shopRatingOf(products: readonly Pick<ReviewStatistics, 'averageRating' | 'count'>[]): ShopRating {
  const count = products.reduce((sum, product) => sum + product.count, 0);
  const total = products.reduce((sum, product) => sum + product.averageRating * product.count, 0);
  return { averageRating: count === 0 ? 0 : total / count, count };
}
