// What the indexer writes into the CACHE KV besides the search indexes, so that a product page nobody has
// viewed yet reads KV only: every product's entry in every market (the keys and schema cachedProductBySku
// reads), every SKU's stock and every product's first review page per language (their kinds are read from
// KV where the data center has none: `warmedIn` in policies.ts), and the record of product numbers
// (product-numbers.ts). Entries are stored now, so the cache's freshness rules apply to them unchanged: a
// product entry older than a minute is answered and refreshed behind the response, as any other.
// Pictures are not checked here: the worker checks them as it reads a product.
import type { Language } from '../../../domain/markets/countries.ts';
import type { Market } from '../../../domain/markets/market.ts';
import type { CacheKey } from '../cache/cache-key.ts';
import { kvWriteOf, type KvWrite } from '../cache/entry-stores.ts';
import { policyFor } from '../cache/policies.ts';
import type { CommerceApi } from '../commerce/client.ts';
import { mapProduct } from '../commerce/map-product.ts';
import { allStock, pricedProjections } from '../commerce/products.ts';
import { reviewPagesOf } from '../commerce/reviews.ts';
import { productKey, stockKey } from './product-cache.ts';
import { PRODUCT_NUMBERS_KEY } from './product-numbers.ts';
import { FIRST_REVIEW_PAGE, firstReviewPageKey } from './reviews-cache.ts';

/** Commerce reads side by side: enough to overlap round trips, few enough for the API's limits. */
const PARALLEL_READS = 8;

async function inBatches<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += PARALLEL_READS) results.push(...(await Promise.all(items.slice(i, i + PARALLEL_READS).map(read))));
  return results;
}

/** The cache entries of the catalogue as commerce has it now, ready for a KV bulk write. */
export async function warmCacheEntries(api: CommerceApi, markets: readonly Market[], now: number = Date.now()): Promise<KvWrite[]> {
  const entry = (key: CacheKey, value: unknown): KvWrite => kvWriteOf(key, { storedAt: now, value }, policyFor(key.kind, value).keep);
  const [perMarket, stock] = await Promise.all([
    inBatches(markets, async (market) => ({ market, projections: await pricedProjections(api, market) })),
    allStock(api),
  ]);
  const products = perMarket.flatMap(({ market, projections }) =>
    projections.flatMap((projection) =>
      projection.masterVariant.sku ? [entry(productKey(market, projection.masterVariant.sku), mapProduct(projection, market.language))] : [],
    ),
  );
  // Every market lists every published product (a product page shows one a market does not sell too).
  const catalogue = perMarket[0]?.projections ?? [];
  const skus = catalogue.flatMap((projection) => projection.masterVariant.sku ?? []);
  const languages: Language[] = [...new Set(markets.map((market) => market.language))];
  const reviews = await inBatches(catalogue, async (projection) => {
    const sku = projection.masterVariant.sku;
    if (!sku) return [];
    const pages = await reviewPagesOf(api, projection, FIRST_REVIEW_PAGE, languages);
    return [...pages].map(([language, page]) => entry(firstReviewPageKey(language, sku), page));
  });
  return [...products, ...skus.map((sku) => entry(stockKey(sku), stock.get(sku) ?? 0)), ...reviews.flat(), entry(PRODUCT_NUMBERS_KEY, { skus })];
}
