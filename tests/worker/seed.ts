// Read access to the demo catalogue the local stack was seeded with, so tests name real products and
// categories instead of hard-coding slugs.
import categories from '../../kv-seed/commerce/categories.json';
import inventory from '../../kv-seed/commerce/inventory.json';
import products from '../../kv-seed/commerce/products.json';

type Localized = Record<string, string | undefined>;
interface SeedProduct {
  key: string;
  name: Localized;
  slug: Localized;
  categories: { key: string }[];
  masterVariant: {
    sku: string;
    prices: { value: { currencyCode: string; centAmount: number } }[];
    attributes?: { name: string; value: unknown }[];
  };
}
interface SeedCategory {
  key: string;
  name: Localized;
  slug: Localized;
  parent?: { key: string };
}

const allProducts: SeedProduct[] = products;
const allCategories: SeedCategory[] = categories;
const stockBySku = new Map(inventory.map((entry: { sku: string; quantityOnStock: number }) => [entry.sku, entry.quantityOnStock]));

export const stockOf = (sku: string): number => stockBySku.get(sku) ?? 0;

/** The product or category whose slug in `language` is `slug` (the last segment of its page path). */
export function seedEntryBySlug(language: string, slug: string): SeedProduct | SeedCategory {
  const found = [...allProducts, ...allCategories].find((entry) => entry.slug[language] === slug);
  if (!found) throw new Error(`seed has no product or category with the ${language} slug ${slug}`);
  return found;
}

/** An A-ware product on stock, in one of the first-level departments. */
export function productOnStock(index = 0): SeedProduct {
  const found = allProducts.filter((p) => p.masterVariant.sku.startsWith('EX10') && stockOf(p.masterVariant.sku) > 10)[index];
  if (!found) throw new Error('seed has no product on stock');
  return found;
}

/** Whether the product ships by freight (the product type's `freight` flag; the freight method's predicate). */
export const isFreight = (product: SeedProduct): boolean =>
  product.masterVariant.attributes?.some((attribute) => attribute.name === 'freight' && attribute.value === true) ?? false;

/**
 * An A-ware product on stock that ships by freight (or, with `freight: false`, as a parcel); with
 * `cheaperThan`, one whose every price is below that many cents in each given currency.
 */
export function productOnStockShipping(freight: boolean, cheaperThan: Record<string, number> = {}): SeedProduct {
  const cheapEnough = (p: SeedProduct) =>
    Object.entries(cheaperThan).every(([currency, cents]) =>
      p.masterVariant.prices.every((price) => price.value.currencyCode !== currency || price.value.centAmount < cents),
    );
  const found = allProducts.find(
    (p) => p.masterVariant.sku.startsWith('EX10') && stockOf(p.masterVariant.sku) > 10 && isFreight(p) === freight && cheapEnough(p),
  );
  if (!found) throw new Error(`seed has no ${freight ? 'freight' : 'parcel'} product on stock`);
  return found;
}

/** The cheapest A-ware product on stock whose price in `currency` is at least `cents`. */
export function productOnStockCosting(currency: string, cents: number): SeedProduct {
  const priced = allProducts
    .filter((p) => p.masterVariant.sku.startsWith('EX10') && stockOf(p.masterVariant.sku) > 10)
    .flatMap((p) =>
      p.masterVariant.prices
        .filter((price) => price.value.currencyCode === currency && price.value.centAmount >= cents)
        .map((price) => ({ p, cents: price.value.centAmount })),
    )
    .sort((a, b) => a.cents - b.cents);
  if (!priced[0]) throw new Error(`seed has no product on stock costing ${cents} ${currency} or more`);
  return priced[0].p;
}

export function priceOf(product: SeedProduct, currency: string): number {
  const price = product.masterVariant.prices.find((p) => p.value.currencyCode === currency);
  if (!price) throw new Error(`${product.key} has no ${currency} price`);
  return price.value.centAmount;
}

export function category(key: string): SeedCategory {
  const found = allCategories.find((c) => c.key === key);
  if (!found) throw new Error(`seed has no category ${key}`);
  return found;
}

/** First-level departments: the children of the `all-categories` root. */
export const departments = (): SeedCategory[] => allCategories.filter((c) => c.parent?.key === 'all-categories');

/** The department a product's first category belongs to. */
export function departmentOf(product: SeedProduct): SeedCategory {
  let current = category(product.categories[0]!.key);
  while (current.parent && current.parent.key !== 'all-categories') current = category(current.parent.key);
  return current;
}
