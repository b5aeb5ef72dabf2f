// A product's categories as search-record fields: the hierarchical-menu levels of its deepest category
// under the navigation root (names in the market's language) and the keys of all its categories and
// their ancestors (for `categoryKeys:{key}` filters).
import type { Category, ProductProjection } from '@commercetools/platform-sdk';
import { CATEGORY_ROOT_KEY } from '../../../../domain/catalogue/category-tree.ts';
import { CATEGORY_SEPARATOR } from '../../../../domain/search/listing-state.ts';
import { CATEGORY_LEVELS, type SearchRecord } from '../../../../domain/search/record.ts';
import { localized, type MarketLanguage } from './localized-value.ts';

/** A parent chain longer than this is a loop in the data, not a category tree. */
const MAX_CHAIN = 20;

/** Category chain from the root down to the category itself. */
function chainOf(category: Category, byId: ReadonlyMap<string, Category>): Category[] {
  const chain = [category];
  for (
    let parent = category.parent && byId.get(category.parent.id);
    parent && chain.length < MAX_CHAIN;
    parent = parent.parent && byId.get(parent.parent.id)
  ) {
    chain.unshift(parent);
  }
  return chain;
}

// Every market's records look categories up in the same snapshot: one map per category list.
const categoryMaps = new WeakMap<readonly Category[], ReadonlyMap<string, Category>>();
function byIdOf(categories: readonly Category[]): ReadonlyMap<string, Category> {
  const known = categoryMaps.get(categories);
  if (known) return known;
  const byId = new Map(categories.map((category) => [category.id, category]));
  categoryMaps.set(categories, byId);
  return byId;
}

export function categoryFields(
  product: ProductProjection,
  categories: readonly Category[],
  market: MarketLanguage,
): Pick<SearchRecord, 'categories' | 'categoryKeys'> {
  const byId = byIdOf(categories);
  const chains = product.categories.flatMap((ref) => {
    const category = byId.get(ref.id);
    return category ? [chainOf(category, byId)] : [];
  });
  const categoryKeys = [...new Set(chains.flat().flatMap((category) => (category.key ? [category.key] : [])))];
  const main = chains
    .filter((chain) => chain[0]?.key === CATEGORY_ROOT_KEY && chain.length > 1)
    .reduce<Category[] | undefined>((deepest, chain) => (!deepest || chain.length > deepest.length ? chain : deepest), undefined);
  const names = (main ?? []).slice(1, 1 + CATEGORY_LEVELS.length).map((category) => localized(category.name, market));
  const levels: SearchRecord['categories'] = {};
  CATEGORY_LEVELS.slice(0, names.length).forEach((level, i) => {
    levels[level] = names.slice(0, i + 1).join(CATEGORY_SEPARATOR);
  });
  return { categories: levels, categoryKeys };
}
