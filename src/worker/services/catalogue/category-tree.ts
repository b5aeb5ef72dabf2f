// The category tree of one market and locale, cached in KV with stale-while-revalidate.
import * as v from 'valibot';
import type { CategoryNode } from '../../../domain/catalogue/types.ts';
import type { Market } from '../../../domain/markets/resolve-market.ts';
import type { Env } from '../../env.ts';
import { staleWhileRevalidate } from '../cache/stale-while-revalidate.ts';
import { getCategoryTree } from '../commerce/categories.ts';

export const CATEGORY_TREE_FRESH_SECONDS = 300;
export const CATEGORY_TREE_KEEP_SECONDS = 7 * 86_400;

const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  id: v.string(),
  key: v.string(),
  name: v.string(),
  slug: v.string(),
  level: v.number(),
  children: v.array(v.lazy(() => CategoryNodeSchema)),
});

export const categoryTreeKey = (market: Market): string => `category-tree:${market.country.code}:${market.locale}`;

export function cachedCategoryTree(env: Env, market: Market, waitUntil: (p: Promise<unknown>) => void) {
  return staleWhileRevalidate(env.CACHE, {
    key: categoryTreeKey(market),
    freshSeconds: CATEGORY_TREE_FRESH_SECONDS,
    keepSeconds: CATEGORY_TREE_KEEP_SECONDS,
    schema: v.array(CategoryNodeSchema),
    load: () => getCategoryTree(env, market.language, market.country.code),
    waitUntil,
  });
}
