// Which product numbers exist: one KV record the indexer writes with the product cache's entries
// (warm-entries.ts). A product page whose product is in no cache asks it before commerce: a number missing
// from a record younger than its freshness (policy `product-numbers`) is a 404 at once, so numbers anyone
// can invent cost commerce nothing; an older record, or none, is not trusted and commerce is asked, so a
// product created after the last index run is found once the record has aged out.
import * as v from 'valibot';
import type { Env } from '../../env.ts';
import type { CacheKey } from '../cache/cache-key.ts';
import { kvEntryStore } from '../cache/entry-stores.ts';
import { CACHE_POLICIES } from '../cache/policies.ts';
import { logWarn } from '../observability/log.ts';

export const PRODUCT_NUMBERS_KEY: CacheKey = { kind: 'product-numbers', scope: 'all', id: 'v1' };

/** The SKUs of every published product when the indexer ran. */
export const ProductNumbersSchema = v.object({ skus: v.array(v.string()) });

/** Whether a fresh record says no product has this SKU; false when the record cannot tell. */
export async function knownAbsent(env: Pick<Env, 'CACHE'>, sku: string): Promise<boolean> {
  const entry = await kvEntryStore(env.CACHE).read(PRODUCT_NUMBERS_KEY);
  if (!entry || (Date.now() - entry.storedAt) / 1000 >= CACHE_POLICIES['product-numbers'].fresh) return false;
  const record = v.safeParse(ProductNumbersSchema, entry.value);
  if (!record.success) {
    logWarn(`cache: the product-number record is not one (${v.summarize(record.issues)}); commerce is asked`);
    return false;
  }
  return !record.output.skus.includes(sku);
}
