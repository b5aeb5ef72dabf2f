// Product reviews at commercetools (spec part 2 getReview / add-review): a product's reviews page by page
// in the shop's two orders, with the product's review statistics; whether a customer bought a SKU (their
// orders by customer id or by their e-mail on a guest order); writing a review under the key that makes
// it the customer's only one for that SKU; and a customer's own reviews.
import type { ByProjectKeyRequestBuilder, ProductProjection, ProductProjectionPagedQueryResponse } from '@commercetools/platform-sdk';
import { type CustomerReview, type Review, type ReviewPage, type ShopRating, shopRatingOf } from '../../../domain/reviews/review.ts';
import { REVIEW_SORT_EXPRESSIONS, type ReviewSort, reviewKey } from '../../../domain/reviews/review-rules.ts';
import type { Language, LocaleCode } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { CommerceError, execute } from './execute.ts';
import { pickLocalized } from './localized.ts';
import { statisticsOf, toReview } from './reviews-mapping.ts';

const quoted = (value: string): string => JSON.stringify(value);

/** The published product of a SKU with its review statistics, or null. */
async function reviewedProduct(env: Env, sku: string): Promise<ProductProjection | null> {
  const body = await execute(
    commerceApi(env)
      .productProjections()
      .get({ queryArgs: { where: `masterVariant(sku = ${quoted(sku)})`, staged: false, limit: 1 } }),
  );
  return body.results[0] ?? null;
}

export interface ReviewPageQuery {
  sku: string;
  sort: ReviewSort;
  offset: number;
  limit: number;
  language: Language;
}

/** A page of the product's reviews with its statistics, or null when no product has that SKU. */
export async function productReviewPage(env: Env, query: ReviewPageQuery): Promise<ReviewPage | null> {
  const product = await reviewedProduct(env, query.sku);
  if (!product) return null;
  return (await reviewPagesOf(commerceApi(env), product, query, [query.language])).get(query.language) ?? null;
}

/**
 * A page of a product's reviews in each of `languages`, with its statistics, from one read (the indexer's
 * cache entries read every language's first page at once).
 */
export async function reviewPagesOf(
  api: ByProjectKeyRequestBuilder,
  product: ProductProjection,
  query: Omit<ReviewPageQuery, 'sku' | 'language'>,
  languages: readonly Language[],
): Promise<Map<Language, ReviewPage>> {
  const statistics = statisticsOf(product);
  const body = await execute(
    api.reviews().get({
      queryArgs: {
        where: `target(id = ${quoted(product.id)}) and includedInStatistics = true`,
        sort: [...REVIEW_SORT_EXPRESSIONS[query.sort]],
        offset: query.offset,
        limit: query.limit,
        withTotal: true,
      },
    }),
  );
  return new Map(
    languages.map((language) => [
      language,
      {
        offset: body.offset,
        count: body.count,
        total: body.total ?? body.count,
        results: body.results.map((review) => toReview(review, language)),
        statistics,
      },
    ]),
  );
}

/** Whether the customer has an order with the SKU: as a customer, or as a guest with their e-mail. */
export async function hasPurchased(env: Env, purchaser: { customerId: string; email: string }, sku: string): Promise<boolean> {
  const body = await execute(
    commerceApi(env)
      .orders()
      .get({
        queryArgs: {
          where: `(customerId = ${quoted(purchaser.customerId)} or customerEmail = ${quoted(purchaser.email)}) and orderState != "Cancelled" and lineItems(variant(sku = ${quoted(sku)}))`,
          limit: 1,
          withTotal: false,
        },
      }),
  );
  return body.results.length > 0;
}

export interface ReviewWrite {
  customerId: string;
  sku: string;
  rating: number;
  title: string;
  text: string;
  authorName: string;
  locale: LocaleCode;
}

export type WriteResult = { ok: true; review: Review } | { ok: false; reason: 'already-reviewed' | 'unknown-product' };

/** Writes the customer's review of the SKU; a second one for the same SKU is refused by commercetools (key). */
export async function writeReview(env: Env, write: ReviewWrite, language: Language): Promise<WriteResult> {
  const product = await reviewedProduct(env, write.sku);
  if (!product) return { ok: false, reason: 'unknown-product' };
  try {
    const review = await execute(
      commerceApi(env)
        .reviews()
        .post({
          body: {
            key: reviewKey(write.customerId, write.sku),
            target: { typeId: 'product', id: product.id },
            customer: { typeId: 'customer', id: write.customerId },
            rating: write.rating,
            locale: write.locale,
            authorName: write.authorName,
            ...(write.title ? { title: write.title } : {}),
            ...(write.text ? { text: write.text } : {}),
            custom: { type: { typeId: 'type', key: 'review-custom' }, fields: { reviewCreatedAt: new Date().toISOString(), source: 'shop' } },
          },
        }),
    );
    return { ok: true, review: toReview(review, language) };
  } catch (error) {
    if (error instanceof CommerceError && error.code === 'DuplicateField') return { ok: false, reason: 'already-reviewed' };
    throw error;
  }
}

const CUSTOMER_REVIEWS_LIMIT = 100;

/** The customer's reviews, newest first, each with its product's name and slug in `language`. */
export async function customerReviews(env: Env, customerId: string, language: Language): Promise<CustomerReview[]> {
  const reviews = await execute(
    commerceApi(env)
      .reviews()
      .get({ queryArgs: { where: `customer(id = ${quoted(customerId)})`, sort: ['createdAt desc'], limit: CUSTOMER_REVIEWS_LIMIT } }),
  );
  const productIds = [...new Set(reviews.results.flatMap((review) => (review.target?.typeId === 'product' ? [review.target.id] : [])))];
  const products =
    productIds.length === 0
      ? []
      : (
          await execute(
            commerceApi(env)
              .productProjections()
              .get({ queryArgs: { where: `id in (${productIds.map(quoted).join(', ')})`, staged: false, limit: productIds.length } }),
          )
        ).results;
  const byId = new Map(products.map((product) => [product.id, product]));
  return reviews.results.map((review) => {
    const product = review.target ? byId.get(review.target.id) : undefined;
    return {
      ...toReview(review, language),
      product: product
        ? { sku: product.masterVariant.sku ?? '', name: pickLocalized(product.name, language), slug: pickLocalized(product.slug, language) }
        : null,
    };
  });
}

/** Products read at once for the shop rating (commercetools' most). */
const PRODUCTS_PER_READ = 500;

/** The shop's rating: every published product's review statistics together (cursor paging by id). */
export async function shopRating(env: Env): Promise<ShopRating> {
  const statistics: { averageRating: number; count: number }[] = [];
  let afterId: string | null = null;
  for (;;) {
    const body: ProductProjectionPagedQueryResponse = await execute(
      commerceApi(env)
        .productProjections()
        .get({
          queryArgs: {
            staged: false,
            limit: PRODUCTS_PER_READ,
            sort: 'id asc',
            withTotal: false,
            ...(afterId ? { where: `id > ${quoted(afterId)}` } : {}),
          },
        }),
    );
    for (const product of body.results) if (product.reviewRatingStatistics) statistics.push(product.reviewRatingStatistics);
    const last = body.results.at(-1);
    if (!last || body.results.length < PRODUCTS_PER_READ) return shopRatingOf(statistics);
    afterId = last.id;
  }
}
