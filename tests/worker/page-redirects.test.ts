// What pages answer with a redirect from their loaders instead of a page.
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../src/domain/markets/market-cookies.ts';
import { get } from './request.ts';
import { productOnStock } from './seed.ts';

describe('pages that redirect', () => {
  it('log-out ends the session (both sign-in cookies cleared) and goes home with 303', async () => {
    const response = await get('http://de.localhost/log-out', { cookie: 'commerce_token=t; customer_id=c' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const cleared = response.headers
      .getSetCookie()
      .filter((cookie) => /Max-Age=0/i.test(cookie))
      .map((cookie) => cookie.split('=')[0]);
    expect(cleared.sort()).toEqual([COOKIE_NAMES.commerceToken, COOKIE_NAMES.customerId].sort());
  });

  it('a product under another language’s slug moves permanently to its own, query kept', async () => {
    const product = productOnStock();
    const response = await get(`http://de.localhost/p/${product.slug['cs']}?ref=mail`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/p/${product.slug['de']}?ref=mail`);
  });
});
