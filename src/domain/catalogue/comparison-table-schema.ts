// The comparison table's shape (see comparison-table.ts). The schemas are the definition: the browser
// checks the streamed table with them; the types are derived. A file of its own, so the browser loads
// the schemas without the table's construction.
import * as v from 'valibot';
import { MoneySchema } from '../money/money.ts';

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
