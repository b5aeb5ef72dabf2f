// The comparison table: one column per product (the current one first), one row per technical detail.
// Details most of the shown products state come first, so the rows shown by default are the ones that
// actually compare; a product without a value for a row gets the missing-value dash.
import * as v from 'valibot';
import { COMPARISON_MISSING_VALUE } from './comparison.ts';
import { MoneySchema } from './money-schema.ts';
import type { Product } from './types.ts';

// The schemas are the definition (the browser checks the streamed table with them); the types derive.
export const ComparisonColumnSchema = v.object({
  sku: v.string(),
  name: v.string(),
  slug: v.string(),
  brand: v.string(),
  image: v.string(),
  price: v.nullable(MoneySchema),
  originalPrice: v.nullable(MoneySchema),
  /** The product whose page this is. */
  current: v.boolean(),
});
export type ComparisonColumn = v.InferOutput<typeof ComparisonColumnSchema>;

export const ComparisonRowSchema = v.object({
  label: v.string(),
  /** One value per column, in column order. */
  values: v.array(v.string()),
});
export type ComparisonRow = v.InferOutput<typeof ComparisonRowSchema>;

export const ComparisonTableSchema = v.object({ columns: v.array(ComparisonColumnSchema), rows: v.array(ComparisonRowSchema) });
export type ComparisonTable = v.InferOutput<typeof ComparisonTableSchema>;

/** The product page's streamed comparison part: a table, or null when there is nothing to compare. */
export const OptionalComparisonTableSchema = v.nullable(ComparisonTableSchema);

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
  const columns = products.map((product, index): ComparisonColumn => ({
    sku: product.sku, name: product.name, slug: product.slug, brand: product.brand,
    image: product.images[0]?.url ?? '', price: product.price, originalPrice: product.originalPrice, current: index === 0,
  }));
  const rows = rowLabels(products).map((label): ComparisonRow => ({
    label,
    values: products.map((product) => product.techDetails.find((detail) => detail.label === label)?.value || COMPARISON_MISSING_VALUE),
  }));
  return { columns, rows };
}
