// Product pages from the KV cache, like category trees: a product read from commerce is kept for a day
// and refreshed in the background once a minute old. The page therefore never waits for a slow commerce
// backend once the product has been seen, and still renders while the backend is down (spec: cached
// catalogue pages answer during an outage). Prices shown may be up to a minute old; the cart prices
// every line from commerce itself. Stock is cached more briefly: it changes with every order.
import * as v from 'valibot';
import { ProductSchema } from '../../../domain/catalogue/product-schema.ts';
import type { Product } from '../../../domain/catalogue/types.ts';
import type { Market } from '../../../domain/markets/resolve-market.ts';
import type { Env } from '../../env.ts';
import { staleWhileRevalidate } from '../cache/stale-while-revalidate.ts';
import { getProductBySku, getStock } from '../commerce/products.ts';

export const PRODUCT_FRESH_SECONDS = 60;
export const PRODUCT_KEEP_SECONDS = 86_400;
export const STOCK_FRESH_SECONDS = 15;
export const STOCK_KEEP_SECONDS = 3_600;

type WaitUntil = (promise: Promise<unknown>) => void;

/**
 * The product in the market's language and prices, or null. "No such product" is cached too (as null),
 * so a crawler walking dead links does not reach commerce every time.
 */
export function cachedProductBySku(env: Env, market: Market, sku: string, waitUntil: WaitUntil): Promise<Product | null> {
  return staleWhileRevalidate(env.CACHE, {
    // Price selection depends on currency and country, texts on the language.
    key: `product:v1:${market.country.code}:${market.currency}:${market.language}:${sku}`,
    freshSeconds: PRODUCT_FRESH_SECONDS,
    keepSeconds: PRODUCT_KEEP_SECONDS,
    schema: v.nullable(ProductSchema),
    load: () => getProductBySku(env, sku, market),
    waitUntil,
  });
}

/** Units on stock of one SKU (0 without an inventory entry). */
export async function cachedStock(env: Env, sku: string, waitUntil: WaitUntil): Promise<number> {
  return staleWhileRevalidate(env.CACHE, {
    key: `stock:v1:${sku}`,
    freshSeconds: STOCK_FRESH_SECONDS,
    keepSeconds: STOCK_KEEP_SECONDS,
    schema: v.number(),
    load: async () => (await getStock(env, [sku])).get(sku) ?? 0,
    waitUntil,
  });
}
