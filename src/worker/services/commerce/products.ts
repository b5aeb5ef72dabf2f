// Product reads: one product by SKU with the market's price selected, stock from inventory, and the
// written slugs and markets of all products for sitemaps; every product of a market and every SKU's stock
// for the indexer's cache entries (services/catalogue/warm-entries.ts), through the client it is given.
import type { ByProjectKeyRequestBuilder, InventoryEntry, ProductProjection } from '@commercetools/platform-sdk';
import type { Product } from '../../../domain/catalogue/types.ts';
import { writtenSlugs, type ProductPresence } from '../../../domain/seo/written-in.ts';
import type { Market } from '../../../domain/markets/market.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';
import { mapProduct } from './map-product.ts';
import { soldIn } from './sold-in.ts';

/** commercetools selects each product's price for the market (price selection): mapProduct reads it. */
const priceSelection = (market: Market) => ({ priceCurrency: market.currency, priceCountry: market.country.code });

/** The published product whose master variant has this SKU, or null when there is none. */
export async function getProductBySku(env: Env, sku: string, market: Market): Promise<Product | null> {
  const body = await execute(
    commerceApi(env)
      .productProjections()
      .get({
        queryArgs: { where: `masterVariant(sku = ${JSON.stringify(sku)})`, staged: false, limit: 1, ...priceSelection(market) },
      }),
  );
  const projection = body.results[0];
  return projection ? mapProduct(projection, market.language) : null;
}

/** The published products of these SKUs with the market's price selected (as getProductBySku), by SKU. */
export async function getProductsBySkus(env: Env, skus: readonly string[], market: Market): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  if (skus.length === 0) return found;
  const body = await execute(
    commerceApi(env)
      .productProjections()
      .get({
        queryArgs: {
          where: `masterVariant(sku in (${skus.map((sku) => JSON.stringify(sku)).join(', ')}))`,
          staged: false,
          limit: skus.length,
          ...priceSelection(market),
        },
      }),
  );
  for (const projection of body.results) {
    const product = mapProduct(projection, market.language);
    found.set(product.sku, product);
  }
  return found;
}

/**
 * Every published product with the market's price selected, page by page in id order: what getProductBySku
 * reads of one (map them with mapProduct in the market's language).
 */
export async function pricedProjections(api: ByProjectKeyRequestBuilder, market: Market, pageSize = 500): Promise<ProductProjection[]> {
  const projections: ProductProjection[] = [];
  for (let afterId: string | undefined; ; ) {
    const body = await execute(
      api.productProjections().get({
        queryArgs: {
          staged: false,
          limit: pageSize,
          sort: 'id asc',
          withTotal: false,
          ...priceSelection(market),
          ...(afterId ? { where: `id > ${JSON.stringify(afterId)}` } : {}),
        },
      }),
    );
    projections.push(...body.results);
    afterId = body.results.at(-1)?.id;
    if (body.results.length < pageSize || !afterId) return projections;
  }
}

/** The units on stock of an inventory entry, as every stock read counts them. */
const unitsOf = (entry: InventoryEntry): number => entry.availableQuantity;

/** Units on stock per SKU; a SKU without an inventory entry has none. */
export async function getStock(env: Env, skus: readonly string[]): Promise<Map<string, number>> {
  const stock = new Map<string, number>(skus.map((sku) => [sku, 0]));
  if (skus.length === 0) return stock;
  const body = await execute(
    commerceApi(env)
      .inventory()
      .get({ queryArgs: { where: `sku in (${skus.map((sku) => JSON.stringify(sku)).join(', ')})`, limit: 500 } }),
  );
  for (const entry of body.results) stock.set(entry.sku, unitsOf(entry));
  return stock;
}

/** Units on stock of every SKU with an inventory entry, page by page in id order. */
export async function allStock(api: ByProjectKeyRequestBuilder, pageSize = 500): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  for (let afterId: string | undefined; ; ) {
    const body = await execute(
      api.inventory().get({
        queryArgs: { limit: pageSize, sort: 'id asc', withTotal: false, ...(afterId ? { where: `id > ${JSON.stringify(afterId)}` } : {}) },
      }),
    );
    for (const entry of body.results) stock.set(entry.sku, unitsOf(entry));
    afterId = body.results.at(-1)?.id;
    if (body.results.length < pageSize || !afterId) return stock;
  }
}

/** A product's written slugs and the locales that sell it (domain/seo/written-in.ts), for the sitemaps. */
export interface ProductSlugs extends ProductPresence {
  id: string;
}

/** Published products, id order, after `afterId` (cursor paging: offsets stop at 10,000 in commercetools). */
export async function productSlugsAfter(env: Env, afterId: string | null, limit: number): Promise<ProductSlugs[]> {
  const body = await execute(
    commerceApi(env)
      .productProjections()
      .get({
        queryArgs: {
          staged: false,
          limit,
          sort: 'id asc',
          withTotal: false,
          ...(afterId ? { where: `id > ${JSON.stringify(afterId)}` } : {}),
        },
      }),
  );
  return body.results.map((projection) => ({
    id: projection.id,
    slugs: writtenSlugs(projection.name, projection.slug),
    soldIn: soldIn(projection),
  }));
}

export async function countProducts(env: Env): Promise<number> {
  const body = await execute(
    commerceApi(env)
      .productProjections()
      .get({ queryArgs: { staged: false, limit: 1, withTotal: true } }),
  );
  return body.total ?? body.count;
}

/** Published products by SKU, with the extra-guarantee rate where the product is a guarantee. */
export async function productsBySkus(env: Env, skus: readonly string[]): Promise<Map<string, { guaranteeRate: number | null }>> {
  const found = new Map<string, { guaranteeRate: number | null }>();
  if (skus.length === 0) return found;
  const body = await execute(
    commerceApi(env)
      .productProjections()
      .get({
        queryArgs: { where: `masterVariant(sku in (${skus.map((sku) => JSON.stringify(sku)).join(', ')}))`, staged: false, limit: 100 },
      }),
  );
  for (const projection of body.results) {
    const rate: unknown = projection.masterVariant.attributes?.find((attribute) => attribute.name === 'extraGuaranteeRate')?.value;
    if (projection.masterVariant.sku) found.set(projection.masterVariant.sku, { guaranteeRate: typeof rate === 'number' ? rate : null });
  }
  return found;
}
