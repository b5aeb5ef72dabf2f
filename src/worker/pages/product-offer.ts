// The product a product page's slug names, as the market sells it (PageServices.product): read with the
// market's shipping options, the category tree and (where the market shows the review widget) the shop's
// rating at once, then its stock and the first page of its reviews once it exists. All of them are cache
// reads, a product nobody viewed yet included (the indexer's entries: services/catalogue/warm-entries.ts).
import { trailToDeepest } from '../../domain/catalogue/category-tree.ts';
import { estimateDeliveryDate } from '../../domain/catalogue/delivery-estimate.ts';
import { productNumberFromSlug, skuFromProductNumber } from '../../domain/catalogue/sku.ts';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { showsShopRatingWidget } from '../../domain/reviews/review-rules.ts';
import type { ProductOffer } from '../../react/pages/page-services.ts';
import type { LoaderContext } from '../loaders/frame.ts';
import { cachedProductBySku, cachedStock } from '../services/catalogue/product-cache.ts';
import { cachedShippingOptions } from '../services/catalogue/shipping-options.ts';
import { cachedFirstReviewPage, cachedShopRating } from '../services/catalogue/reviews-cache.ts';

export async function productOffer(context: LoaderContext, tree: Promise<CategoryNode[]>, slug: string): Promise<ProductOffer | null> {
  const productNumber = productNumberFromSlug(slug);
  if (!productNumber) return null;
  const sku = skuFromProductNumber(productNumber);
  const { env, market, waitUntil } = context;
  const productRead = cachedProductBySku(env, market, sku, waitUntil);
  const [categories, product, stock, shippingOptions, reviews, shopRating] = await Promise.all([
    tree,
    productRead,
    // Asked once the product exists (both are cache reads, the indexer's entries included): a number nobody
    // sells is a 404 without a stock read, which would ask commerce for a SKU in no cache.
    productRead.then((found) => (found ? cachedStock(env, sku, waitUntil) : 0)),
    cachedShippingOptions(env, market, waitUntil),
    // Reviews are below the fold: a product page without them beats no page. Asked only once the
    // product exists, so a product number nobody sells (crawlers, probes) costs commerce one product read.
    productRead.then((found) =>
      found
        ? cachedFirstReviewPage(env, market, sku, waitUntil).catch((error: unknown) => {
            console.warn(`reviews of ${sku} unavailable: product page without them`, error);
            return null;
          })
        : null,
    ),
    showsShopRatingWidget(market.country.code)
      ? cachedShopRating(env, waitUntil).catch((error: unknown) => {
          console.warn('shop rating unavailable: product page without the review widget', error);
          return null;
        })
      : null,
  ]);
  if (!product) return null;
  const shipping = shippingOptions.find((option) => option.key === (product.freight ? 'freight' : 'parcel')) ?? null;
  const delivery = shipping ? estimateDeliveryDate(shipping.deliveryTime, new Date()) : null;
  return {
    product,
    stock,
    shipping,
    deliveryDate: delivery ? delivery.toISOString().slice(0, 10) : null,
    trail: trailToDeepest(categories, product.categoryIds),
    reviews,
    shopRating,
  };
}
