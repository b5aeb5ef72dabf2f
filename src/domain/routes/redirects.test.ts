import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketFor } from '../markets/resolve-market.ts';
import { redirectFor } from './redirects.ts';

const at = (country: 'DE' | 'CH' | 'SK' | 'BE' | 'LT' | 'CZ', path: string, language?: string) =>
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
    ['DE', '/Search/N%C3%BA%C5%BE', { status: 308, location: '/search/n%C3%BA%C5%BE' }],
    ['DE', '/home?utm_source=x', { status: 308, location: '/?utm_source=x' }],
    ['DE', '/kategorie/grills?page=2', { status: 301, location: '/c/grills?page=2' }],
    ['DE', '/produkt/grill-10020003', { status: 301, location: '/p/grill-10020003' }],
    ['SK', '/kategoria/grily', { status: 301, location: '/c/grily' }],
    ['CZ', '/produkt/gril-10020003', { status: 301, location: '/p/gril-10020003' }],
    ['LT', '/c/grilai', { status: 301, location: '/kategorija/grilai' }],
    ['LT', '/p/grilis-10020003', { status: 301, location: '/produktas/grilis-10020003' }],
    ['LT', '/category/grilai', { status: 301, location: '/kategorija/grilai' }],
  ] as const)('%s %s → %o', (country, path, expected) => {
    expect(at(country, path)).toEqual(expected);
  });

  it('keeps the language prefix of a second language', () => {
    expect(at('CH', '/fr/category/grills', 'fr')).toEqual({ status: 301, location: '/fr/c/grills' });
    expect(at('CH', '/fr/login/', 'fr')).toEqual({ status: 308, location: '/fr/login' });
    expect(at('BE', '/fr/c/grills', 'fr')).toBeNull();
    expect(at('CH', '/fr/categorie/grills', 'fr')).toEqual({ status: 301, location: '/fr/c/grills' });
    expect(at('CH', '/fr/home', 'fr')).toEqual({ status: 308, location: '/fr' });
  });

  it('leaves canonical addresses alone', () => {
    expect(at('LT', '/kategorija/grilai')).toBeNull();
    for (const path of ['/', '/c/grills', '/produkt', '/kategorie/a/b', '/c/grills?page=2', '/p/grill-10020003', '/c/grills/', '/xx/c/grills']) {
      expect(at('DE', path), path).toBeNull();
    }
  });

  it('never throws and never redirects off the shop, whatever the path (found by fuzzing the worker)', () => {
    const piece = fc.oneof(
      fc.webSegment(),
      fc.constantFrom('', '/', '//', '\\', '%2F', '%5C', 'EVIL.example', 'Checkout', 'Login', 'de', 'fr', 'Home'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), fc.constantFrom('DE', 'CH', 'SK', 'LT'), (parts, country) => {
        const path = `/${parts.join('/')}`;
        const redirect = at(country, path);
        if (redirect) expect(redirect.location, path).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 3_000 },
    );
    expect(at('DE', '/////%F3%95%AB%BE/')).toBeNull();
    expect(at('DE', '//EVIL.example/')?.location ?? '/').not.toMatch(/^\/\//);
  });
});
