// Product pages from the cache, like category trees: a product read from commerce is kept in KV for a
// day and refreshed behind the response once a minute old. The page therefore never waits for a slow
// commerce backend once the product has been seen, and still renders while the backend is down (spec:
// cached catalogue pages answer during an outage). Stock is kept in the Cache API, briefly: it changes
// with every order. "No such product" is cached too, in the Cache API: anyone can invent product numbers.
// The indexer writes every product's entry, stock and the record of product numbers beforehand
// (warm-entries.ts), so a product nobody viewed yet is read from KV as well. A picture that does not
// exist is replaced by the default picture as the product is read.
import * as v from 'valibot';
import { ProductSchema } from '../../../domain/catalogue/product-schema.ts';
import type { Product } from '../../../domain/catalogue/types.ts';
import type { Market } from '../../../domain/markets/market.ts';
import type { Env } from '../../env.ts';
import type { CacheKey } from '../cache/cache-key.ts';
import { cacheContext, cached, cachedIfPresent, cachedMany, type WaitUntil } from '../cache/read-through.ts';
import { getProductBySku, getProductsBySkus, getStock } from '../commerce/products.ts';
import { onceProductFound, partOfProduct } from './beside-product.ts';
import { productsWithExistingPictures } from './picture-existence.ts';
import { knownAbsent } from './product-numbers.ts';

/** A product's entry, as the indexer writes it too. Price selection depends on currency and country, texts on the language. */
export const productKey = (market: Market, sku: string): CacheKey => ({
  kind: 'product',
  scope: market.locale,
  id: `v1:${market.country.code}:${market.currency}:${market.language}:${sku}`,
});

/**
 * The product in the market's language and prices, or null when commerce has no product of that SKU (or
 * the indexer's fresh record of product numbers lacks it: product-numbers.ts). Pictures are checked on
 * every read, remembered per isolate and data center: the indexer cannot ask the worker's assets.
 */
export async function cachedProductBySku(env: Env, market: Market, sku: string, waitUntil: WaitUntil): Promise<Product | null> {
  const product = await cached(cacheContext(env, waitUntil), {
    key: productKey(market, sku),
    schema: v.nullable(ProductSchema),
    load: async () => ((await knownAbsent(env, sku)) ? null : getProductBySku(env, sku, market)),
  });
  return product ? ((await productsWithExistingPictures(env, waitUntil, [product]))[0] ?? product) : null;
}

/**
 * Products of these SKUs from the same entries (the product page's comparison candidates), in their order,
 * those no product has left out; the entries missing are read from commerce in one call.
 */
export async function cachedProductsBySkus(env: Env, market: Market, skus: readonly string[], waitUntil: WaitUntil): Promise<Product[]> {
  const skuOf = new Map(skus.map((sku) => [productKey(market, sku).id, sku]));
  const answers = await cachedMany(cacheContext(env, waitUntil), {
    keys: skus.map((sku) => productKey(market, sku)),
    schema: v.nullable(ProductSchema),
    loadMany: async (keys) => {
      const wanted = keys.map((key) => skuOf.get(key.id) ?? '');
      const found = await getProductsBySkus(env, wanted, market);
      return wanted.map((sku) => found.get(sku) ?? null);
    },
  });
  const products = answers.flatMap((answer) => answer.value ?? []);
  return productsWithExistingPictures(env, waitUntil, products);
}

/** The product as the cache holds it, without asking commerce: null when it is not cached (or not a product). */
export function productIfCached(env: Env, market: Market, sku: string, waitUntil: WaitUntil): Promise<Product | null> {
  return cachedIfPresent(cacheContext(env, waitUntil), productKey(market, sku), v.nullable(ProductSchema)).then((product) => product ?? null);
}

/** The stock entry of a SKU, as the indexer writes it too. */
export const stockKey = (sku: string): CacheKey => ({ kind: 'stock', scope: 'all', id: sku });

/**
 * Units on stock of one SKU (0 without an inventory entry), or null when `found` says no product has it.
 * The same in every market, so one entry per SKU serves them all. Read beside the product (`found` is its
 * read): commerce is asked on a miss only once the product exists (beside-product.ts).
 */
export function cachedStock(env: Env, sku: string, found: Promise<boolean>, waitUntil: WaitUntil): Promise<number | null> {
  return partOfProduct(
    cached(cacheContext(env, waitUntil), {
      key: stockKey(sku),
      schema: v.number(),
      load: onceProductFound(found, sku, async () => (await getStock(env, [sku])).get(sku) ?? 0),
    }),
  );
}

/** The stock entry of a SKU as the cache holds it, without asking commerce: null when it is not cached. */
export function stockIfCached(env: Env, sku: string, waitUntil: WaitUntil): Promise<number | null> {
  return cachedIfPresent(cacheContext(env, waitUntil), stockKey(sku), v.number());
}
