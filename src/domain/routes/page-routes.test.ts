import { describe, expect, it } from 'vitest';
import { categoryPath, matchPageRoute, productPath } from './page-routes.ts';

describe('matchPageRoute', () => {
  it('names the home page under / and /home', () => {
    expect(matchPageRoute('/')).toEqual({ name: 'home' });
    expect(matchPageRoute('/home')).toEqual({ name: 'home' });
  });

  it('reads category and product slugs', () => {
    expect(matchPageRoute('/c/meat-slicers')).toEqual({ name: 'category', slug: 'meat-slicers' });
    expect(matchPageRoute('/p/meat-slicer-250-mm-10010001')).toEqual({ name: 'product', slug: 'meat-slicer-250-mm-10010001' });
  });

  it('refuses a product slug without its eight-digit number', () => {
    expect(matchPageRoute('/p/meat-slicer')).toBeNull();
    expect(matchPageRoute('/p/meat-slicer-1001000')).toBeNull();
  });

  it('refuses slugs with characters no slug has, and unknown paths', () => {
    expect(matchPageRoute('/c/meat%20slicers')).toBeNull();
    expect(matchPageRoute("/c/it's")).toBeNull();
    expect(matchPageRoute('/c/a/b')).toBeNull();
    expect(matchPageRoute('/nowhere/at/all')).toBeNull();
  });

  it('builds the paths it matches', () => {
    expect(matchPageRoute(categoryPath('garden'))).toEqual({ name: 'category', slug: 'garden' });
    expect(matchPageRoute(productPath('grill-10020003'))).toEqual({ name: 'product', slug: 'grill-10020003' });
  });
});
