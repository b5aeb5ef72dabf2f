// Every navigable category with its slug in each language and the markets that show it: what hreflang
// alternates and sitemaps need. One entry for the whole shop, KV-cached like the trees.
import * as v from 'valibot';
import { COUNTRY_CODES, LANGUAGES } from '../../../domain/markets/countries.ts';
import type { CategoryEntry } from '../../../domain/catalogue/types.ts';
import type { Env } from '../../env.ts';
import { cacheContext, cached, type WaitUntil } from '../cache/read-through.ts';
import { getCategoryDirectory } from '../commerce/categories.ts';

const CategoryEntrySchema = v.object({
  key: v.string(),
  slugs: v.record(v.picklist(LANGUAGES), v.string()),
  markets: v.nullable(v.array(v.picklist(COUNTRY_CODES))),
});

export function cachedCategoryDirectory(env: Env, waitUntil: WaitUntil): Promise<CategoryEntry[]> {
  return cached(cacheContext(env, waitUntil), {
    key: { kind: 'category-directory', scope: 'all', id: 'all' },
    schema: v.array(CategoryEntrySchema),
    load: () => getCategoryDirectory(env),
  });
}
