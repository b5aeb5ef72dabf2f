// The category tree of one market and locale, cached in KV (policy `category-tree`).
import * as v from 'valibot';
import type { CategoryNode } from '../../../domain/catalogue/types.ts';
import type { Market } from '../../../domain/markets/market.ts';
import type { Env } from '../../env.ts';
import { cacheContext, cached, type WaitUntil } from '../cache/read-through.ts';
import { getCategoryTree } from '../commerce/categories.ts';

const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  id: v.string(),
  key: v.string(),
  name: v.string(),
  slug: v.string(),
  level: v.number(),
  children: v.array(v.lazy(() => CategoryNodeSchema)),
});

export function cachedCategoryTree(env: Env, market: Market, waitUntil: WaitUntil): Promise<CategoryNode[]> {
  return cached(cacheContext(env, waitUntil), {
    // KV key `category-tree:{country}:{locale}`, as before.
    key: { kind: 'category-tree', scope: market.locale, id: `${market.country.code}:${market.locale}` },
    schema: v.array(CategoryNodeSchema),
    load: () => getCategoryTree(env, market.language, market.country.code),
  });
}
