// The first page of a product's reviews for its product page, kept a minute in the data center's cache
// like the page's other extras: the page never waits twice for the same reviews, and a review written
// shows on the page within a minute (its author sees it at once, in the browser). The shop's rating (all
// products' reviews together, a read of every product) is kept in KV like the store's settings.
import * as v from 'valibot';
import type { Market } from '../../../domain/markets/market.ts';
import { type ReviewPage, ReviewPageSchema, type ShopRating, ShopRatingSchema } from '../../../domain/reviews/review.ts';
import { DEFAULT_REVIEW_SORT, REVIEW_PAGE_SIZE } from '../../../domain/reviews/review-rules.ts';
import type { Env } from '../../env.ts';
import { cacheContext, cached, type WaitUntil } from '../cache/read-through.ts';
import { productReviewPage, shopRating } from '../commerce/reviews.ts';

/** The product page's first reviews (top reviews, in the market's language), or null without such a product. */
export function cachedFirstReviewPage(env: Env, market: Market, sku: string, waitUntil: WaitUntil): Promise<ReviewPage | null> {
  return cached(cacheContext(env, waitUntil), {
    key: { kind: 'reviews', scope: market.language, id: `v1:${sku}` },
    schema: v.nullable(ReviewPageSchema),
    load: () => productReviewPage(env, { sku, sort: DEFAULT_REVIEW_SORT, offset: 0, limit: REVIEW_PAGE_SIZE, language: market.language }),
  });
}

/** The shop's rating from all its product reviews (the review widget of the markets that show it). */
export function cachedShopRating(env: Env, waitUntil: WaitUntil): Promise<ShopRating> {
  return cached(cacheContext(env, waitUntil), {
    key: { kind: 'shop-rating', scope: 'all', id: 'v1' },
    schema: ShopRatingSchema,
    load: () => shopRating(env),
  });
}
