// What the category bar shows (spec part 1 §2 "Category bar"): the first-level categories and the sale
// entry, the page's department marked; on a product page the children of the product's first-level
// category instead (its own subcategory marked) and no sale entry.
import type { CategoryNode } from './types.ts';

export interface CategoryBarItems {
  categories: CategoryNode[];
  /** The entry of the current page's path, marked as current. */
  activeKey: string | null;
  showSale: boolean;
}

/** `path`: the page's categories from the first level down (empty on pages outside the catalogue). */
export function categoryBarItems(firstLevel: CategoryNode[], path: readonly { key: string }[], onProductPage: boolean): CategoryBarItems {
  const department = path[0]?.key ?? null;
  if (!onProductPage) return { categories: firstLevel, activeKey: department, showSale: true };
  const children = firstLevel.find((category) => category.key === department)?.children ?? [];
  // A product outside the first level's tree (or of a department without children) keeps the first level.
  if (children.length === 0) return { categories: firstLevel, activeKey: department, showSale: false };
  return { categories: children, activeKey: path[1]?.key ?? null, showSale: false };
}
