// Product reads for the product page's extras: products in categories, products by SKU, both as app
// Products with the market's price selected, only those the market can sell.
import { isSellableIn } from '../../../domain/catalogue/sellable.ts';
import type { Product } from '../../../domain/catalogue/types.ts';
import type { Market } from '../../../domain/markets/market.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';
import { mapProduct } from './map-product.ts';
import { attributesOf, saleFactsOf } from './product-attributes.ts';

const quoted = (values: readonly string[]): string => values.map((value) => JSON.stringify(value)).join(', ');

async function sellableProducts(env: Env, market: Market, where: string, limit: number): Promise<Product[]> {
  const body = await execute(
    commerceApi(env)
      .productProjections()
      .get({
        queryArgs: { where, staged: false, limit, priceCurrency: market.currency, priceCountry: market.country.code },
      }),
  );
  return body.results.flatMap((projection) => {
    const product = mapProduct(projection, market.language);
    return isSellableIn(saleFactsOf(attributesOf(projection), product.price), market.locale) ? [product] : [];
  });
}

/** Sellable products listed in any of the categories (at most `limit` fetched); none without categories. */
export async function productsInCategories(env: Env, market: Market, categoryIds: readonly string[], limit: number): Promise<Product[]> {
  if (categoryIds.length === 0) return [];
  return sellableProducts(env, market, `categories(id in (${quoted(categoryIds)}))`, limit);
}

/** Sellable products with these SKUs, in the order of `skus`; unknown SKUs are left out. */
export async function productsBySkuList(env: Env, market: Market, skus: readonly string[]): Promise<Product[]> {
  if (skus.length === 0) return [];
  const found = await sellableProducts(env, market, `masterVariant(sku in (${quoted(skus)}))`, skus.length);
  const bySku = new Map(found.map((product) => [product.sku, product]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}
