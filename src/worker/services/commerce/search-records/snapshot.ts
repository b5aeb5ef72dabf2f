// What the indexer reads from commercetools once and builds every market's records from.
import type { Category, ProductProjection } from '@commercetools/platform-sdk';

export interface CatalogueSnapshot {
  /** Published products. */
  products: readonly ProductProjection[];
  categories: readonly Category[];
  /** Available quantity per SKU. */
  stock: Readonly<Record<string, number>>;
}
