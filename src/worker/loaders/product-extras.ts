// The product page's extras: volume discounts, complementary products and the comparison table, each a
// promise the page streams behind Suspense (the loader wraps them so a failure only leaves that part out),
// and recommendations, which the browser asks for (routes/products-api.ts). Each is cached in the Cache API
// per market for a minute (policies in services/cache/policies.ts), like the product itself, and served
// from an older copy while commerce fails; related products and the comparison's candidates come from the
// cached search. Recommendations depend on the shopper's analytics cookie, so only the cards of the SKUs
// the service names are cached, never its answer. Every card and compared product shows the default
// picture where its own does not exist.
import * as v from 'valibot';
import { COMPLEMENTARY_FETCH_LIMIT, pickComplementary } from '../../domain/catalogue/complementary.ts';
import { COMPARISON_FETCH_LIMIT, rankForComparison } from '../../domain/catalogue/comparison.ts';
import { comparisonTable, type ComparisonTable } from '../../domain/catalogue/comparison-table.ts';
import { cardOf } from '../../domain/catalogue/product-card.ts';
import type { CategoryNode, Product, VolumeDiscountTier } from '../../domain/catalogue/types.ts';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import { RECOMMENDATIONS_LIMIT } from '../../domain/recommendations/similar-products.ts';
import { digestOf } from '../services/cache/cache-key.ts';
import { cacheContext, cached } from '../services/cache/read-through.ts';
import { ComparisonTableSchema } from '../../domain/catalogue/comparison-table-schema.ts';
import { ProductCardsSchema } from '../../domain/catalogue/product-card.ts';
import { VolumeDiscountTiersSchema } from '../../domain/catalogue/volume-discounts.ts';
import { cardsWithExistingPictures } from '../services/catalogue/picture-existence.ts';
import { cachedProductsBySkus } from '../services/catalogue/product-cache.ts';
import { cachedStoreSettings } from '../services/catalogue/store-settings.ts';
import { productsBySkuList, productsInCategories } from '../services/commerce/catalogue-products.ts';
import { searchCards } from '../services/search/listing.ts';
import { getVolumeDiscountTiers } from '../services/commerce/discounts.ts';
import { getStock } from '../services/commerce/products.ts';
import { fetchSimilarProductSkus } from '../services/recommendations/similar-products.ts';
import type { LoaderContext } from './frame.ts';

/** The tiers of a volume-discount group; the same in every market. */
export function loadVolumeDiscounts(context: LoaderContext, group: string): Promise<VolumeDiscountTier[]> {
  return cached(cacheContext(context.env, context.waitUntil), {
    key: { kind: 'volume-discounts', scope: 'all', id: group },
    schema: VolumeDiscountTiersSchema,
    load: () => getVolumeDiscountTiers(context.env, group),
  });
}

/** Products from the categories the product references, if the store offers complementary products. */
export async function loadComplementary(context: LoaderContext, product: Product): Promise<ProductCard[]> {
  if (product.complementaryCategoryIds.length === 0) return [];
  const settings = await cachedStoreSettings(context.env, context.market, context.waitUntil);
  if (!settings.complementaryProductsEnabled) return [];
  return cached(cacheContext(context.env, context.waitUntil), {
    key: { kind: 'complementary', scope: context.market.locale, id: product.sku },
    schema: ProductCardsSchema,
    load: async () => {
      const candidates = await productsInCategories(context.env, context.market, product.complementaryCategoryIds, COMPLEMENTARY_FETCH_LIMIT);
      const stock = await getStock(
        context.env,
        candidates.map((candidate) => candidate.sku),
      );
      return cardsWithExistingPictures(context.env, context.waitUntil, pickComplementary(product, candidates, stock));
    },
  });
}

/** SKUs the search index lists in any of these categories (the market's sellable products), at most the fetch limit. */
async function skusInCategories(context: LoaderContext, categoryKeys: readonly string[]): Promise<string[]> {
  if (categoryKeys.length === 0) return [];
  const cards = await searchCards(
    context.env,
    context.market,
    { facetFilters: [categoryKeys.map((key) => `categoryKeys:${key}`)], hitsPerPage: COMPARISON_FETCH_LIMIT },
    context.waitUntil,
  );
  return cards.map((card) => card.sku);
}

/**
 * Candidates from the product's own (leaf) category first, then from its sibling categories: a leaf of
 * the demo catalogue holds only two to five products, too few to compare on their own. Scoring keeps
 * the same-category products in front. Which products they are comes from the search index (cached
 * searches), the products themselves from the product cache, which the indexer fills: no commerce call
 * while those are warm.
 */
export async function loadComparison(context: LoaderContext, product: Product, trail: readonly CategoryNode[]): Promise<ComparisonTable | null> {
  const leaf = trail.at(-1);
  if (!leaf) return null;
  const siblings = (trail.at(-2)?.children ?? []).filter((category) => category.id !== leaf.id).map((category) => category.key);
  return cached(cacheContext(context.env, context.waitUntil), {
    key: { kind: 'comparison', scope: context.market.locale, id: product.sku },
    schema: v.nullable(ComparisonTableSchema),
    load: async () => {
      const [own, related] = await Promise.all([skusInCategories(context, [leaf.key]), skusInCategories(context, siblings)]);
      const skus = [...new Set([...own, ...related])].slice(0, COMPARISON_FETCH_LIMIT);
      const candidates = await cachedProductsBySkus(context.env, context.market, skus, context.waitUntil);
      // Both come with their pictures checked (the product cache checks them as it reads).
      return comparisonTable(rankForComparison(product, candidates, leaf.id));
    },
  });
}

/** Similar products from the recommendation service, as cards of what is on stock; [] when it fails. */
export async function loadRecommendations(context: LoaderContext, sourceSku: string, cookie: string | undefined): Promise<ProductCard[]> {
  const skus = await fetchSimilarProductSkus(context.env, { locale: context.market.locale, sourceSku, cookie });
  if (!skus) return [];
  // A few spare SKUs, for those out of stock or not sold here; the rest are never shown anyway.
  const wanted = skus.filter((sku) => sku !== sourceSku).slice(0, 3 * RECOMMENDATIONS_LIMIT);
  if (wanted.length === 0) return [];
  return cached(cacheContext(context.env, context.waitUntil), {
    key: { kind: 'recommended-cards', scope: context.market.locale, id: await digestOf(wanted.join(',')) },
    schema: ProductCardsSchema,
    load: async () => {
      const [products, stock] = await Promise.all([productsBySkuList(context.env, context.market, wanted), getStock(context.env, wanted)]);
      const cards = products
        .flatMap((candidate) => cardOf(candidate, stock.get(candidate.sku) ?? 0) ?? [])
        .filter((card) => card.stock > 0)
        .slice(0, RECOMMENDATIONS_LIMIT);
      return cardsWithExistingPictures(context.env, context.waitUntil, cards);
    },
  });
}
