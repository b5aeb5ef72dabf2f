// The product a product page's slug names, as the market sells it (PageServices.product): read with its
// stock, the first page of its reviews, the market's shipping options, the category tree and (where the
// market shows the review widget) the shop's rating at once. All of them are cache reads, a product nobody
// viewed yet included (the indexer's entries: services/catalogue/warm-entries.ts); stock and reviews are
// asked of commerce only once the product exists (services/catalogue/beside-product.ts).
import { trailToDeepest } from '../../domain/catalogue/category-tree.ts';
import { estimateDeliveryDate, formatDeliveryDay } from '../../domain/catalogue/delivery-estimate.ts';
import { productNumberFromSlug, skuFromProductNumber } from '../../domain/catalogue/sku.ts';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { showsShopRatingWidget } from '../../domain/reviews/review-rules.ts';
import { NO_REVIEW_WORDS, reviewWordsFor } from '../../domain/reviews/review-words.ts';
import type { ProductOffer } from '../../react/pages/page-services.ts';
import type { LoaderContext } from '../loaders/frame.ts';
import { cachedProductBySku, cachedStock } from '../services/catalogue/product-cache.ts';
import { cachedShippingOptions } from '../services/catalogue/shipping-options.ts';
import { cachedFirstReviewPage, cachedShopRating } from '../services/catalogue/reviews-cache.ts';
import { logWarn } from '../services/observability/log.ts';

export async function productOffer(context: LoaderContext, tree: Promise<CategoryNode[]>, slug: string): Promise<ProductOffer | null> {
  const productNumber = productNumberFromSlug(slug);
  if (!productNumber) return null;
  const sku = skuFromProductNumber(productNumber);
  const { env, market, waitUntil } = context;
  const productRead = cachedProductBySku(env, market, sku, waitUntil);
  // A product read that fails asks commerce for none of its parts: the page fails with the product's error.
  const found = productRead.then(
    (product) => product !== null,
    () => false,
  );
  const [categories, product, stock, shippingOptions, reviews, shopRating] = await Promise.all([
    tree,
    productRead,
    cachedStock(env, sku, found, waitUntil),
    cachedShippingOptions(env, market, waitUntil),
    // Reviews are below the fold: a product page without them beats no page.
    cachedFirstReviewPage(env, market, sku, found, waitUntil).catch((error: unknown) => {
      logWarn(`reviews of ${sku} unavailable: product page without them`, error);
      return null;
    }),
    showsShopRatingWidget(market.country.code)
      ? cachedShopRating(env, waitUntil).catch((error: unknown) => {
          logWarn('shop rating unavailable: product page without the review widget', error);
          return null;
        })
      : null,
  ]);
  if (!product) return null;
  // Only a product read that found nothing leaves the stock unread.
  if (stock === null) throw new Error(`stock of ${sku} left unread although its product was found`);
  const shipping = shippingOptions.find((option) => option.key === (product.freight ? 'freight' : 'parcel')) ?? null;
  const delivery = shipping ? estimateDeliveryDate(shipping.deliveryTime, new Date()) : null;
  return {
    product,
    stock,
    shipping,
    deliveryDay: delivery ? formatDeliveryDay(market.locale, delivery) : null,
    trail: trailToDeepest(categories, product.categoryIds),
    reviews,
    reviewWords: reviews ? reviewWordsFor(market.locale, reviews.results) : NO_REVIEW_WORDS,
    shopRating,
  };
}
