// The product page's deferred extras: complementary products, the comparison table and recommendations.
// Each one is a promise the page streams behind Suspense; the loader wraps them so a failure only leaves
// that part out.
import { COMPLEMENTARY_FETCH_LIMIT, pickComplementary } from '../../domain/catalogue/complementary.ts';
import { COMPARISON_FETCH_LIMIT, rankForComparison } from '../../domain/catalogue/comparison.ts';
import { comparisonTable, type ComparisonTable } from '../../domain/catalogue/comparison-table.ts';
import { cardOf } from '../../domain/catalogue/product-card.ts';
import type { CategoryNode, Product, ProductCard } from '../../domain/catalogue/types.ts';
import { RECOMMENDATIONS_LIMIT } from '../../domain/recommendations/similar-products.ts';
import { cachedStoreSettings } from '../services/catalogue/store-settings.ts';
import { productsBySkuList, productsInCategories } from '../services/commerce/catalogue-products.ts';
import { getStock } from '../services/commerce/products.ts';
import { fetchSimilarProductSkus } from '../services/recommendations/similar-products.ts';
import type { LoaderContext } from './frame.ts';

/** Products from the categories the product references, if the store offers complementary products. */
export async function loadComplementary(context: LoaderContext, product: Product): Promise<ProductCard[]> {
  if (product.complementaryCategoryIds.length === 0) return [];
  const settings = await cachedStoreSettings(context.env, context.market, context.waitUntil);
  if (!settings.complementaryProductsEnabled) return [];
  const candidates = await productsInCategories(context.env, context.market, product.complementaryCategoryIds, COMPLEMENTARY_FETCH_LIMIT);
  const stock = await getStock(context.env, candidates.map((candidate) => candidate.sku));
  return pickComplementary(product, candidates, stock);
}

/**
 * Candidates from the product's own (leaf) category first, then from its sibling categories: a leaf of
 * the demo catalogue holds only two to five products, too few to compare on their own. Scoring keeps
 * the same-category products in front.
 */
export async function loadComparison(context: LoaderContext, product: Product, trail: readonly CategoryNode[]): Promise<ComparisonTable | null> {
  const leaf = trail.at(-1);
  if (!leaf) return null;
  const siblings = (trail.at(-2)?.children ?? []).map((category) => category.id).filter((id) => id !== leaf.id);
  const [own, related] = await Promise.all([
    productsInCategories(context.env, context.market, [leaf.id], COMPARISON_FETCH_LIMIT),
    productsInCategories(context.env, context.market, siblings, COMPARISON_FETCH_LIMIT),
  ]);
  const candidates = [...own, ...related].slice(0, COMPARISON_FETCH_LIMIT);
  return comparisonTable(rankForComparison(product, candidates, leaf.id));
}

/** Similar products from the recommendation service, as cards of what is on stock; [] when it fails. */
export async function loadRecommendations(context: LoaderContext, product: Product, cookie: string | undefined): Promise<ProductCard[]> {
  const skus = await fetchSimilarProductSkus(context.env, { locale: context.market.locale, sourceSku: product.sku, cookie });
  if (!skus) return [];
  // A few spare SKUs, for those out of stock or not sold here; the rest are never shown anyway.
  const wanted = skus.filter((sku) => sku !== product.sku).slice(0, 3 * RECOMMENDATIONS_LIMIT);
  const [products, stock] = await Promise.all([
    productsBySkuList(context.env, context.market, wanted),
    getStock(context.env, wanted),
  ]);
  return products
    .flatMap((candidate) => cardOf(candidate, stock.get(candidate.sku) ?? 0) ?? [])
    .filter((card) => card.stock > 0)
    .slice(0, RECOMMENDATIONS_LIMIT);
}
