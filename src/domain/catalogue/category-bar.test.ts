import { describe, expect, it } from 'vitest';
import { categoryBarItems } from './category-bar.ts';
import type { CategoryNode } from './types.ts';

const node = (key: string, level: number, children: CategoryNode[] = []): CategoryNode => ({ id: key, key, name: key, slug: key, level, children });
const grills = node('grills', 2);
const ovens = node('ovens', 2);
const gastronomy = node('gastronomy', 1, [grills, ovens]);
const garden = node('garden', 1);
const firstLevel = [gastronomy, garden];

describe('categoryBarItems', () => {
  it('shows the first level and the sale entry outside the catalogue', () => {
    expect(categoryBarItems(firstLevel, [], false)).toEqual({ categories: firstLevel, activeKey: null, showSale: true });
  });

  it("marks a category page's department", () => {
    expect(categoryBarItems(firstLevel, [gastronomy, grills], false)).toEqual({ categories: firstLevel, activeKey: 'gastronomy', showSale: true });
  });

  it("shows a product's first-level category's children, its subcategory marked, without the sale entry", () => {
    expect(categoryBarItems(firstLevel, [gastronomy, ovens], true)).toEqual({ categories: [grills, ovens], activeKey: 'ovens', showSale: false });
  });

  it('keeps the first level for a product of a department without children or outside the tree', () => {
    expect(categoryBarItems(firstLevel, [garden], true)).toEqual({ categories: firstLevel, activeKey: 'garden', showSale: false });
    expect(categoryBarItems(firstLevel, [], true)).toEqual({ categories: firstLevel, activeKey: null, showSale: false });
  });
});
