// Every navigable category with its slug in each language and the markets that show it: what hreflang
// alternates and sitemaps need. One entry for the whole shop, KV-cached like the trees.
import * as v from 'valibot';
import { COUNTRY_CODES, LANGUAGES } from '../../../domain/markets/countries.ts';
import type { CategoryEntry } from '../../../domain/catalogue/types.ts';
import type { Env } from '../../env.ts';
import { staleWhileRevalidate } from '../cache/stale-while-revalidate.ts';
import { getCategoryDirectory } from '../commerce/categories.ts';
import { CATEGORY_TREE_FRESH_SECONDS, CATEGORY_TREE_KEEP_SECONDS } from './category-tree.ts';

const CategoryEntrySchema = v.object({
  key: v.string(),
  slugs: v.record(v.picklist(LANGUAGES), v.string()),
  markets: v.nullable(v.array(v.picklist(COUNTRY_CODES))),
});

export const CATEGORY_DIRECTORY_KEY = 'category-directory';

export function cachedCategoryDirectory(env: Env, waitUntil: (p: Promise<unknown>) => void): Promise<CategoryEntry[]> {
  return staleWhileRevalidate(env.CACHE, {
    key: CATEGORY_DIRECTORY_KEY,
    freshSeconds: CATEGORY_TREE_FRESH_SECONDS,
    keepSeconds: CATEGORY_TREE_KEEP_SECONDS,
    schema: v.array(CategoryEntrySchema),
    load: () => getCategoryDirectory(env),
    waitUntil,
  });
}
