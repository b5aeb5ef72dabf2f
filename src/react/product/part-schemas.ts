// The schemas the browser parses the product page's streamed parts with (related and complementary
// products, volume discounts, the comparison table), loaded apart from the page's scripts.
import { lazySchema } from '../components/lazy-schema.ts';

export const productCardsSchema = lazySchema(() => import('../../domain/catalogue/product-card.ts').then((module) => module.ProductCardsSchema));

export const volumeDiscountTiersSchema = lazySchema(() =>
  import('../../domain/catalogue/volume-discounts.ts').then((module) => module.VolumeDiscountTiersSchema),
);

/** Not preloaded: only a signed-in LT customer's page streams a tier price. */
export const tierPriceSchema = lazySchema(() => import('../../domain/account/cohort-tier.ts').then((module) => module.OptionalTierPriceSchema));

export const comparisonTableSchema = lazySchema(() =>
  import('../../domain/catalogue/comparison-table-schema.ts').then((module) => module.OptionalComparisonTableSchema),
);

// In the browser the loading starts with the page's own chunk, beside hydration instead of after it, so
// the parts hydrate with the rest of the page as far as the network allows (a click on a part that has
// not hydrated yet is lost). Never on the server, which renders the parts from the loader's promises.
if (typeof document !== 'undefined') {
  for (const schema of [productCardsSchema, volumeDiscountTiersSchema, comparisonTableSchema]) schema.preload();
}
