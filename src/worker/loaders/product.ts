import { estimateDeliveryDate } from '../../domain/catalogue/delivery-estimate.ts';
import { productNumberFromSlug, skuFromProductNumber } from '../../domain/catalogue/sku.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import { availabilityOf } from '../../domain/catalogue/stock.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import { slugIn } from '../../domain/seo/alternates.ts';
import { serializeForScript } from '../../domain/html/inline-json.ts';
import { breadcrumbJsonLd, productJsonLd } from '../../domain/seo/json-ld.ts';
import type { ComparisonTable } from '../../domain/catalogue/comparison-table.ts';
import type { ProductCard, VolumeDiscountTier } from '../../domain/catalogue/types.ts';
import type { AppData, DeferredData } from '../../react/page-data.ts';
import { trailToDeepest } from '../../domain/catalogue/category-tree.ts';
import { cachedShippingOptions } from '../services/catalogue/shipping-options.ts';
import { cachedProductBySku, cachedStock } from '../services/catalogue/product-cache.ts';
import { searchCards } from '../services/search/listing.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { notFound } from './not-found.ts';
import { loadComparison, loadComplementary, loadRecommendations, loadVolumeDiscounts } from './product-extras.ts';
import { originsFor, seoFor } from './seo.ts';

export const RELATED_PRODUCTS_LIMIT = 8;

/** Deferred parts never throw: a failure is logged and the part is left out of the page. */
function settle<T>(what: string, promise: Promise<T>, fallback: T): Promise<T> {
  return promise.catch((error: unknown) => {
    console.warn(`${what} unavailable`, error);
    return fallback;
  });
}

export type ProductLoad = { data: AppData; deferred: DeferredData } | { redirect: string };

/** What the product page knows of the shopper: the analytics cookie, sent along for recommendations. */
export interface ShopperSignals {
  analyticsId: string | undefined;
}

export async function loadProduct(context: LoaderContext, slug: string, shopper: ShopperSignals = { analyticsId: undefined }): Promise<ProductLoad> {
  const productNumber = productNumberFromSlug(slug);
  if (!productNumber) throw notFound(`product ${slug}`);
  const sku = skuFromProductNumber(productNumber);
  const [categories, product, quantity, shippingOptions] = await Promise.all([
    loadFrame(context),
    cachedProductBySku(context.env, context.market, sku, context.waitUntil),
    cachedStock(context.env, sku, context.waitUntil),
    cachedShippingOptions(context.env, context.market, context.waitUntil),
  ]);
  if (!product) throw notFound(`product ${sku}`);
  // Another language's slug, or an old one with the right number: permanent redirect to the canonical URL.
  if (product.slug && product.slug !== slug) {
    return { redirect: `${hrefFor(context.market, { name: 'product', slug: product.slug })}${context.url.search}` };
  }
  const trail = trailToDeepest(categories, product.categoryIds);
  const shipping = shippingOptions.find((option) => option.key === (product.freight ? 'freight' : 'parcel')) ?? null;
  const delivery = shipping ? estimateDeliveryDate(shipping.deliveryTime, new Date()) : null;
  const leaf = trail.at(-1);
  const deferred: DeferredData = {
    volumeDiscounts: product.volumeDiscountGroup
      ? settle<VolumeDiscountTier[]>('volume discounts', loadVolumeDiscounts(context, product.volumeDiscountGroup), [])
      : Promise.resolve([]),
    related: leaf
      ? settle<ProductCard[]>('related products', searchCards(context.env, context.market, {
          facetFilters: [[`categoryKeys:${leaf.key}`]], hitsPerPage: RELATED_PRODUCTS_LIMIT + 1,
        }, context.waitUntil).then((cards) => cards.filter((card) => card.sku !== sku).slice(0, RELATED_PRODUCTS_LIMIT)), [])
      : Promise.resolve([]),
    complementary: settle<ProductCard[]>('complementary products', loadComplementary(context, product), []),
    comparison: settle<ComparisonTable | null>('product comparison', loadComparison(context, product, trail), null),
    recommendations: settle<ProductCard[]>('recommendations', loadRecommendations(context, product, shopper.analyticsId), []),
  };
  const origin = originsFor(context.env, context.url)[context.market.country.code];
  const url = `${origin}${hrefFor(context.market, { name: 'product', slug })}`;
  const breadcrumb = [
    { name: messagesFor(context.market.language)['breadcrumb.home'] ?? 'Home', url: `${origin}${hrefFor(context.market, { name: 'home' })}` },
    ...trail.map((node) => ({ name: node.name, url: `${origin}${hrefFor(context.market, { name: 'category', slug: node.slug })}` })),
    { name: product.name, url },
  ];
  const seo = seoFor(context, {
    ref: { name: 'product', slug },
    pageIn: (market) => {
      const localized = slugIn(product.slugs, market.language);
      return localized ? { name: 'product', slug: localized } : null;
    },
    jsonLd: [
      serializeForScript(productJsonLd(product, url, origin, availabilityOf(quantity))),
      serializeForScript(breadcrumbJsonLd(breadcrumb)),
    ],
  });
  const data = appData(context, categories, {
    kind: 'product', product, stock: quantity, shipping,
    deliveryDate: delivery ? delivery.toISOString().slice(0, 10) : null, trail,
  }, seo);
  return { data, deferred };
}
