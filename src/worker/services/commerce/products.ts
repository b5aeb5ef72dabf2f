// Product reads: one product by SKU with the market's price selected, stock from inventory, and the
// written slugs and markets of all products for sitemaps.
import type { Product } from '../../../domain/catalogue/types.ts';
import { writtenSlugs, type ProductPresence } from '../../../domain/seo/written-in.ts';
import type { Market } from '../../../domain/markets/market.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';
import { mapProduct } from './map-product.ts';
import { soldIn } from './sold-in.ts';

/** The published product whose master variant has this SKU, or null when there is none. */
export async function getProductBySku(env: Env, sku: string, market: Market): Promise<Product | null> {
  const body = await execute(
    commerceApi(env)
      .productProjections()
      .get({
        queryArgs: {
          where: `masterVariant(sku = ${JSON.stringify(sku)})`,
          staged: false,
          limit: 1,
          priceCurrency: market.currency,
          priceCountry: market.country.code,
        },
      }),
  );
  const projection = body.results[0];
  return projection ? mapProduct(projection, market.language) : null;
}

/** Units on stock per SKU; a SKU without an inventory entry has none. */
export async function getStock(env: Env, skus: readonly string[]): Promise<Map<string, number>> {
  const stock = new Map<string, number>(skus.map((sku) => [sku, 0]));
  if (skus.length === 0) return stock;
  const body = await execute(
    commerceApi(env)
      .inventory()
      .get({ queryArgs: { where: `sku in (${skus.map((sku) => JSON.stringify(sku)).join(', ')})`, limit: 500 } }),
  );
  for (const entry of body.results) stock.set(entry.sku, entry.availableQuantity);
  return stock;
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
