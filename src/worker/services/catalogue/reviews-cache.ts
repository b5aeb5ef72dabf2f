// The first page of a product's reviews for its product page, kept a minute in the data center's cache
// like the page's other extras: the page never waits twice for the same reviews, and a review written
// shows on the page within a minute (its author sees it at once, in the browser). The indexer writes every
// product's into KV as well, so a product nobody viewed here yet does not wait for commerce either. The shop's rating (all
// products' reviews together, a read of every product) is kept in KV like the store's settings.
import * as v from 'valibot';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Market } from '../../../domain/markets/market.ts';
import { type ReviewPage, ReviewPageSchema, type ShopRating, ShopRatingSchema } from '../../../domain/reviews/review.ts';
import { DEFAULT_REVIEW_SORT, REVIEW_PAGE_SIZE } from '../../../domain/reviews/review-rules.ts';
import type { Env } from '../../env.ts';
import type { CacheKey } from '../cache/cache-key.ts';
import { cacheContext, cached, type WaitUntil } from '../cache/read-through.ts';
import { onceProductFound, partOfProduct } from './beside-product.ts';
import { productReviewPage, shopRating } from '../commerce/reviews.ts';

/** The product page's first reviews, as the indexer writes them too; the language is part of the KV name. */
export const firstReviewPageKey = (language: Language, sku: string): CacheKey => ({ kind: 'reviews', scope: language, id: `v2:${language}:${sku}` });

/** How the product page's first reviews are read (the indexer reads them with the same sort and size). */
export const FIRST_REVIEW_PAGE = { sort: DEFAULT_REVIEW_SORT, offset: 0, limit: REVIEW_PAGE_SIZE } as const;

/**
 * The product page's first reviews (top reviews, in the market's language), or null without such a product.
 * Read beside the product (`found` is its read): commerce is asked on a miss only once the product exists.
 */
export function cachedFirstReviewPage(
  env: Env,
  market: Market,
  sku: string,
  found: Promise<boolean>,
  waitUntil: WaitUntil,
): Promise<ReviewPage | null> {
  return partOfProduct(
    cached(cacheContext(env, waitUntil), {
      key: firstReviewPageKey(market.language, sku),
      schema: v.nullable(ReviewPageSchema),
      load: onceProductFound(found, sku, () => productReviewPage(env, { sku, ...FIRST_REVIEW_PAGE, language: market.language })),
    }),
  );
}

/** The shop's rating from all its product reviews (the review widget of the markets that show it). */
export function cachedShopRating(env: Env, waitUntil: WaitUntil): Promise<ShopRating> {
  return cached(cacheContext(env, waitUntil), {
    key: { kind: 'shop-rating', scope: 'all', id: 'v1' },
    schema: ShopRatingSchema,
    load: () => shopRating(env),
  });
}
