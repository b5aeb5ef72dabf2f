import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRIES } from '../markets/countries.ts';
import { marketFor } from '../markets/resolve-market.ts';
import { FIXED_ROUTES, hrefFor, matchRoute, routePath, type FixedRouteName, type RouteRef } from './route-table.ts';

const de = marketFor('DE');
const lt = marketFor('LT');
const frCH = marketFor('CH', 'fr');

describe('matchRoute', () => {
  it('knows every fixed page of the spec', () => {
    expect(matchRoute('/', de)).toEqual({ name: 'home' });
    expect(matchRoute('/checkout/thank-you', de)).toEqual({ name: 'thankYou' });
    expect(matchRoute('/my-account/loyalty-card', de)).toEqual({ name: 'loyaltyCard' });
    expect(matchRoute('/password-reset/check-email', de)).toEqual({ name: 'passwordResetCheckEmail' });
    expect(matchRoute('/adyen-payment-error', de)).toEqual({ name: 'paymentError' });
  });

  it('reads category and product slugs under the market prefixes', () => {
    expect(matchRoute('/c/meat-slicers', de)).toEqual({ name: 'category', slug: 'meat-slicers' });
    expect(matchRoute('/p/meat-slicer-250-mm-10010001', de)).toEqual({ name: 'product', slug: 'meat-slicer-250-mm-10010001' });
    expect(matchRoute('/kategorija/pjaustykles', lt)).toEqual({ name: 'category', slug: 'pjaustykles' });
    expect(matchRoute('/produktas/pjaustykle-10010001', lt)).toEqual({ name: 'product', slug: 'pjaustykle-10010001' });
    // Lithuania's short prefixes are redirects, not pages.
    expect(matchRoute('/c/pjaustykles', lt)).toBeNull();
  });

  it('sends one-segment slugs to the content catch-all, with or without a trailing slash', () => {
    expect(matchRoute('/return-policy', de)).toEqual({ name: 'content', slug: 'return-policy' });
    expect(matchRoute('/gastrova/', de)).toEqual({ name: 'content', slug: 'gastrova' });
  });

  it('refuses what no page can be', () => {
    expect(matchRoute('/p/meat-slicer', de)).toBeNull();
    expect(matchRoute('/p/meat-slicer-1001000', de)).toBeNull();
    expect(matchRoute('/c/meat%20slicers', de)).toBeNull();
    expect(matchRoute("/c/it's", de)).toBeNull();
    expect(matchRoute('/c/a/b', de)).toBeNull();
    expect(matchRoute('/nowhere/at/all', de)).toBeNull();
    expect(matchRoute('/Upper', de)).toBeNull();
    expect(matchRoute('/a--b', de)).toBeNull();
  });
});

describe('hrefFor', () => {
  it('adds the language prefix of a second language only', () => {
    expect(hrefFor(de, { name: 'cart' })).toBe('/checkout/cart');
    expect(hrefFor(frCH, { name: 'cart' })).toBe('/fr/checkout/cart');
    expect(hrefFor(frCH, { name: 'home' })).toBe('/fr');
    expect(hrefFor(frCH, { name: 'search' }, { tags: 'on-sale' })).toBe('/fr/search?tags=on-sale');
    expect(hrefFor(de, { name: 'search' }, {})).toBe('/search');
  });

  it('uses native prefixes where native routing is on', () => {
    expect(hrefFor(lt, { name: 'category', slug: 'x' })).toBe('/kategorija/x');
    expect(hrefFor(de, { name: 'product', slug: 'x-10010001' })).toBe('/p/x-10010001');
  });

  it('builds, for every market, paths that match back to the same page', () => {
    const refs: RouteRef[] = [
      ...(Object.keys(FIXED_ROUTES) as FixedRouteName[]).map((name) => ({ name })),
      { name: 'category', slug: 'garden-tools' },
      { name: 'product', slug: 'hedge-trimmer-10020003' },
      { name: 'content', slug: 'return-policy' },
    ];
    for (const code of COUNTRY_CODES) {
      for (const language of COUNTRIES[code].languages) {
        const market = marketFor(code, language);
        for (const ref of refs) expect(matchRoute(routePath(ref, market), market), `${market.locale} ${ref.name}`).toEqual(ref);
      }
    }
  });

  it('numbers the checkout steps: cart 1, shipping 2, billing 3, payment 4, thank you 5', () => {
    expect([FIXED_ROUTES.cart.steps, FIXED_ROUTES.addresses.steps, FIXED_ROUTES.payment.steps, FIXED_ROUTES.thankYou.steps]).toEqual([
      [1],
      [2, 3],
      [4],
      [5],
    ]);
  });
});
