// The schemas the browser parses the product page's streamed parts with (related, complementary and
// recommended products, volume discounts, the comparison table), each loaded on first use.
import { lazySchema } from '../components/lazy-schema.ts';

export const productCardsSchema = lazySchema(() =>
  import('../../domain/catalogue/product-card.ts').then((module) => module.ProductCardsSchema));

export const volumeDiscountTiersSchema = lazySchema(() =>
  import('../../domain/catalogue/volume-discounts.ts').then((module) => module.VolumeDiscountTiersSchema));

export const comparisonTableSchema = lazySchema(() =>
  import('../../domain/catalogue/comparison-table-schema.ts').then((module) => module.OptionalComparisonTableSchema));
