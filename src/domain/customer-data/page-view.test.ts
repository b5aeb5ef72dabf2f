import { describe, expect, it } from 'vitest';
import { isShopperPageView } from './page-view.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36';
const view = (method: string, userAgent: string | null, headers: Record<string, string> = {}) =>
  isShopperPageView({ method, userAgent, header: (name) => headers[name] ?? null });

describe('isShopperPageView', () => {
  it("counts a browser's GET", () => expect(view('GET', BROWSER)).toBe(true));
  it('does not count crawlers', () => {
    expect(view('GET', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(false);
    expect(view('GET', 'Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(false);
  });
  it('does not count HEAD requests', () => expect(view('HEAD', BROWSER)).toBe(false));
  it.each([
    ['sec-purpose', 'prefetch'],
    ['sec-purpose', 'prefetch;prerender'],
    ['purpose', 'prefetch'],
    ['x-moz', 'prefetch'],
  ])('does not count a prefetch (%s: %s)', (name, value) => expect(view('GET', BROWSER, { [name]: value })).toBe(false));
});
