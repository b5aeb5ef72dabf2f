import { describe, expect, it } from 'vitest';
import { findCategoryBySlug, trailToDeepest } from './category-tree.ts';
import type { CategoryNode } from './types.ts';

const node = (id: string, level: number, children: CategoryNode[] = []): CategoryNode => ({
  id,
  key: id,
  name: id.toUpperCase(),
  slug: `${id}-slug`,
  level,
  children,
});

const tree = [node('gastro', 1, [node('cooking', 2, [node('induction', 3)]), node('bar', 2)]), node('garden', 1, [node('mowers', 2)])];

describe('findCategoryBySlug', () => {
  it('finds a nested category with the path of its ancestors', () => {
    const found = findCategoryBySlug(tree, 'induction-slug');
    expect(found?.category.id).toBe('induction');
    expect(found?.trail.map((c) => c.id)).toEqual(['gastro', 'cooking']);
  });

  it('answers null for a slug the tree does not have', () => {
    expect(findCategoryBySlug(tree, 'nothing')).toBeNull();
  });
});

describe('trailToDeepest', () => {
  it('follows the deepest of the product categories the tree shows', () => {
    expect(trailToDeepest(tree, ['garden', 'induction']).map((c) => c.id)).toEqual(['gastro', 'cooking', 'induction']);
  });

  it('is empty when none of the categories is in the tree (e.g. only industry categories)', () => {
    expect(trailToDeepest(tree, ['restaurants'])).toEqual([]);
  });
});
