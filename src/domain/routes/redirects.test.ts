import { describe, expect, it } from 'vitest';
import { marketFor } from '../markets/resolve-market.ts';
import { redirectFor } from './redirects.ts';

const at = (country: 'DE' | 'CH' | 'SK' | 'BE', path: string, language?: string) =>
  redirectFor(new URL(`http://shop.test${path}`), marketFor(country, language));

describe('redirectFor', () => {
  it.each([
    ['DE', '/C/Grills?page=2', { status: 308, location: '/c/grills?page=2' }],
    ['DE', '/fr/c/grills', { status: 308, location: '/' }],
    ['DE', '/de/c/grills?x=1', { status: 308, location: '/c/grills?x=1' }],
    ['DE', '/c/grills?page=1&sort=price', { status: 308, location: '/c/grills?sort=price' }],
    ['DE', '/category/grills', { status: 301, location: '/c/grills' }],
    ['DE', '/search/meat%20slicer', { status: 301, location: '/search?query=meat+slicer' }],
    ['DE', '/checkout/cart/', { status: 308, location: '/checkout/cart' }],
    ['DE', '/login/', { status: 308, location: '/login' }],
    ['DE', '/search/?query=x', { status: 308, location: '/search?query=x' }],
    ['SK', '/en/', { status: 308, location: '/' }],
  ] as const)('%s %s → %o', (country, path, expected) => {
    expect(at(country, path)).toEqual(expected);
  });

  it('keeps the language prefix of a second language', () => {
    expect(at('CH', '/fr/category/grills', 'fr')).toEqual({ status: 301, location: '/fr/c/grills' });
    expect(at('CH', '/fr/login/', 'fr')).toEqual({ status: 308, location: '/fr/login' });
    expect(at('BE', '/fr/c/grills', 'fr')).toBeNull();
  });

  it('leaves canonical addresses alone', () => {
    for (const path of ['/', '/c/grills', '/c/grills?page=2', '/p/grill-10020003', '/c/grills/', '/xx/c/grills']) {
      expect(at('DE', path), path).toBeNull();
    }
  });
});
