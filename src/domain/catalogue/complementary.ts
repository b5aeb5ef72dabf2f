// Complementary products (spec part 2 §7.3, §9): products from the categories the product references,
// at most four, never the product itself, only what a shopper can buy now (priced and on stock).
import { cardOf } from './product-card.ts';
import type { Product } from './types.ts';
import type { ProductCard } from './product-card.ts';

export const COMPLEMENTARY_PRODUCTS_LIMIT = 4;
/** Candidates fetched from the referenced categories before filtering (2 categories × a few products each). */
export const COMPLEMENTARY_FETCH_LIMIT = 40;

const byPopularity = (a: ProductCard, b: ProductCard): number => b.reviewCount - a.reviewCount || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);

/**
 * Cards of the candidates, taken in turn from each referenced category (in the order the product lists
 * them) so every category is represented; inside a category the most reviewed first.
 */
export function pickComplementary(
  product: Pick<Product, 'sku' | 'complementaryCategoryIds'>,
  candidates: readonly Product[],
  stock: ReadonlyMap<string, number>,
  limit = COMPLEMENTARY_PRODUCTS_LIMIT,
): ProductCard[] {
  const seen = new Set([product.sku]);
  const queues = product.complementaryCategoryIds.map((categoryId) =>
    candidates
      .filter((candidate) => candidate.categoryIds.includes(categoryId))
      .flatMap((candidate) => {
        const card = cardOf(candidate, stock.get(candidate.sku) ?? 0);
        return card && card.stock > 0 ? [card] : [];
      })
      .sort(byPopularity),
  );
  const picked: ProductCard[] = [];
  const next = queues.map(() => 0);
  // Each turn a category gives its best card not shown yet; categories with nothing left are skipped.
  while (picked.length < limit && queues.some((queue, index) => (next[index] ?? 0) < queue.length)) {
    queues.forEach((queue, index) => {
      let at = next[index] ?? 0;
      while (at < queue.length && seen.has(queue[at]?.sku ?? '')) at += 1;
      const card = queue[at];
      next[index] = at + 1;
      if (!card || picked.length >= limit) return;
      seen.add(card.sku);
      picked.push(card);
    });
  }
  return picked;
}
