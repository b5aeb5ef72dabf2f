// The category tree under the `all-categories` root, in one language. Read whole (a shop has a few
// hundred categories) and shaped into nested nodes; callers cache it per market and locale.
import type { Category } from '@commercetools/platform-sdk';
import { CATEGORY_ROOT_KEY } from '../../../domain/catalogue/category-tree.ts';
import type { CategoryEntry, CategoryNode } from '../../../domain/catalogue/types.ts';
import { COUNTRY_CODES, type CountryCode, type Language } from '../../../domain/markets/countries.ts';
import { writtenSlugs } from '../../../domain/seo/written-in.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';
import { pickLocalized } from './localized.ts';

const PAGE_SIZE = 500;

async function allCategories(env: Env): Promise<Category[]> {
  const categories: Category[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await execute(
      commerceApi(env)
        .categories()
        .get({ queryArgs: { limit: PAGE_SIZE, offset, sort: 'orderHint asc', withTotal: false } }),
    );
    categories.push(...page.results);
    if (page.results.length < PAGE_SIZE) return categories;
  }
}

/** The markets whose `hasProducts` list names this category; null when it has no list (shown everywhere). */
export function marketsOf(category: Category): CountryCode[] | null {
  const markets: unknown = category.custom?.fields['hasProducts'];
  return Array.isArray(markets) ? COUNTRY_CODES.filter((code) => markets.includes(code)) : null;
}

/** A category is shown in a market unless its `hasProducts` list exists and leaves that market out. */
function shownInMarket(category: Category, country: CountryCode): boolean {
  const markets = marketsOf(category);
  return markets === null || markets.includes(country);
}

export function buildCategoryTree(categories: readonly Category[], language: Language, country: CountryCode): CategoryNode[] {
  const root = categories.find((category) => category.key === CATEGORY_ROOT_KEY);
  if (!root) return [];
  const byParent = new Map<string, Category[]>();
  for (const category of categories) {
    const parentId = category.parent?.id;
    if (parentId) byParent.set(parentId, [...(byParent.get(parentId) ?? []), category]);
  }
  const toNode = (category: Category, level: number): CategoryNode => ({
    id: category.id,
    key: category.key ?? category.id,
    name: pickLocalized(category.name, language),
    slug: pickLocalized(category.slug, language),
    level,
    children: (byParent.get(category.id) ?? [])
      .filter((child) => shownInMarket(child, country))
      .sort((a, b) => a.orderHint.localeCompare(b.orderHint))
      .map((child) => toNode(child, level + 1)),
  });
  return toNode(root, 0).children;
}

export async function getCategoryTree(env: Env, language: Language, country: CountryCode): Promise<CategoryNode[]> {
  return buildCategoryTree(await allCategories(env), language, country);
}

/** Categories below the navigation root, each listed once, in tree order, with the slugs of the languages they are written in. */
export function categoryDirectory(categories: readonly Category[]): CategoryEntry[] {
  const root = categories.find((category) => category.key === CATEGORY_ROOT_KEY);
  if (!root) return [];
  const underRoot = (category: Category) => category.ancestors.some((ancestor) => ancestor.id === root.id);
  return categories.filter(underRoot).map((category) => ({
    key: category.key ?? category.id,
    slugs: writtenSlugs(category.name, category.slug),
    markets: marketsOf(category),
  }));
}

export async function getCategoryDirectory(env: Env): Promise<CategoryEntry[]> {
  return categoryDirectory(await allCategories(env));
}
