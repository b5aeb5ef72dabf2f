import { describe, it, expect } from 'vitest';
import { COOKIE_NAMES, MARKET_COOKIE_NAMES, marketCookieValues } from './market-cookies.ts';
import { marketFor, resolveMarket } from './resolve-market.ts';

describe('market cookies', () => {
  it('lists country, locale, currency and store for one year on / with SameSite Lax', () => {
    expect(marketCookieValues(marketFor('CH', 'fr'))).toEqual([
      { name: 'country', value: 'CH', maxAge: 31536000, path: '/', sameSite: 'Lax' },
      { name: 'locale', value: 'fr-CH', maxAge: 31536000, path: '/', sameSite: 'Lax' },
      { name: 'currency', value: 'CHF', maxAge: 31536000, path: '/', sameSite: 'Lax' },
      { name: 'store', value: 'ch', maxAge: 31536000, path: '/', sameSite: 'Lax' },
    ]);
  });

  it('writes a country cookie that resolveMarket reads back', () => {
    const [countryCookie] = marketCookieValues(marketFor('PL'));
    const cookies = { [MARKET_COOKIE_NAMES.country]: countryCookie?.value ?? '' };
    expect(resolveMarket({ host: 'unknown.example', pathname: '/', cookies, hostCountries: {} }).country.code).toBe('PL');
  });

  it('names the other cookies of the spec, each distinct', () => {
    const names = [...Object.values(COOKIE_NAMES), ...Object.values(MARKET_COOKIE_NAMES)];
    expect(new Set(names).size).toBe(names.length);
    expect(COOKIE_NAMES.utmSource).toBe('utm_source');
    expect(COOKIE_NAMES.customerId).toBe('customer_id');
  });

  it('gives the session and cart cookies the __Host- prefix', () => {
    expect([COOKIE_NAMES.commerceToken, COOKIE_NAMES.commerceRefresh, COOKIE_NAMES.cartId]).toEqual([
      '__Host-commerce_token',
      '__Host-commerce_refresh',
      '__Host-cart_id',
    ]);
  });
});
