// The comparison table: one column per product (the current one first), one row per technical detail.
// Details most of the shown products state come first, so the rows shown by default are the ones that
// actually compare; a product without a value for a row gets the missing-value dash.
import { COMPARISON_MISSING_VALUE } from './comparison.ts';
import type { ComparisonColumn, ComparisonRow, ComparisonTable } from './comparison-table-schema.ts';
import type { Product } from './types.ts';

export type { ComparisonColumn, ComparisonTable } from './comparison-table-schema.ts';

type TableProduct = Pick<Product, 'sku' | 'name' | 'slug' | 'brand' | 'images' | 'price' | 'originalPrice' | 'techDetails'>;

/** Labels of all products' details, in first-seen order, then stably by how many products state them. */
function rowLabels(products: readonly TableProduct[]): string[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const label of new Set(product.techDetails.map((detail) => detail.label))) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
}

/** The table for `products` (the current product first); null when there is nothing to compare with. */
export function comparisonTable(products: readonly TableProduct[]): ComparisonTable | null {
  if (products.length < 2) return null;
  const columns = products.map(
    (product, index): ComparisonColumn => ({
      sku: product.sku,
      name: product.name,
      slug: product.slug,
      brand: product.brand,
      image: product.images[0]?.url ?? '',
      price: product.price,
      originalPrice: product.originalPrice,
      current: index === 0,
    }),
  );
  const rows = rowLabels(products).map(
    (label): ComparisonRow => ({
      label,
      values: products.map((product) => product.techDetails.find((detail) => detail.label === label)?.value || COMPARISON_MISSING_VALUE),
    }),
  );
  return { columns, rows };
}
