// Every navigable category with its slug in each language and the markets that show it: what hreflang
// alternates and sitemaps need. One entry for the whole shop, KV-cached like the trees.
import type { Category } from '@commercetools/platform-sdk';
import * as v from 'valibot';
import { COUNTRY_CODES, LANGUAGES, isLanguage, type CountryCode, type Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { staleWhileRevalidate } from '../cache/stale-while-revalidate.ts';
import { allCategories, marketsOf, NAVIGATION_ROOT_KEY } from '../commerce/categories.ts';
import { CATEGORY_TREE_FRESH_SECONDS, CATEGORY_TREE_KEEP_SECONDS } from './category-tree.ts';

export interface CategoryEntry {
  key: string;
  slugs: Partial<Record<Language, string>>;
  /** Markets that show it; null = all. */
  markets: CountryCode[] | null;
}

const CategoryEntrySchema = v.object({
  key: v.string(),
  slugs: v.record(v.picklist(LANGUAGES), v.string()),
  markets: v.nullable(v.array(v.picklist(COUNTRY_CODES))),
});

export const CATEGORY_DIRECTORY_KEY = 'category-directory';

/** Categories below the navigation root, each listed once, in tree order. */
export function categoryDirectory(categories: readonly Category[]): CategoryEntry[] {
  const root = categories.find((category) => category.key === NAVIGATION_ROOT_KEY);
  if (!root) return [];
  const underRoot = (category: Category) => category.ancestors.some((ancestor) => ancestor.id === root.id);
  return categories.filter(underRoot).map((category) => ({
    key: category.key ?? category.id,
    slugs: Object.fromEntries(Object.entries(category.slug).filter(([language]) => isLanguage(language))),
    markets: marketsOf(category),
  }));
}

export function cachedCategoryDirectory(env: Env, waitUntil: (p: Promise<unknown>) => void): Promise<CategoryEntry[]> {
  return staleWhileRevalidate(env.CACHE, {
    key: CATEGORY_DIRECTORY_KEY,
    freshSeconds: CATEGORY_TREE_FRESH_SECONDS,
    keepSeconds: CATEGORY_TREE_KEEP_SECONDS,
    schema: v.array(CategoryEntrySchema),
    load: async () => categoryDirectory(await allCategories(env)),
    waitUntil,
  });
}
