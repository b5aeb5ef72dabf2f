// Lookups in a market's category tree (first level under the navigation root, nested children).
import type { CategoryNode } from './types.ts';

/** Key of the navigation root: the shop's category tree is what lies under it. */
export const CATEGORY_ROOT_KEY = 'all-categories';

/** Depth-first search for the category with this slug, with the path of its ancestors. */
export function findCategoryBySlug(
  tree: readonly CategoryNode[],
  slug: string,
  trail: CategoryNode[] = [],
): { category: CategoryNode; trail: CategoryNode[] } | null {
  for (const node of tree) {
    if (node.slug === slug) return { category: node, trail };
    const found = findCategoryBySlug(node.children, slug, [...trail, node]);
    if (found) return found;
  }
  return null;
}

/** The path from the first level down to the deepest of these categories that the tree shows. */
export function trailToDeepest(tree: readonly CategoryNode[], categoryIds: readonly string[]): CategoryNode[] {
  let best: CategoryNode[] = [];
  const visit = (nodes: readonly CategoryNode[], trail: CategoryNode[]) => {
    for (const node of nodes) {
      const path = [...trail, node];
      if (categoryIds.includes(node.id) && path.length > best.length) best = path;
      visit(node.children, path);
    }
  };
  visit(tree, []);
  return best;
}
