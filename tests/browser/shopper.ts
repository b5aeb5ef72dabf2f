// Every browser test is its own shopper, and shoppers come from different addresses. The worker limits
// writes per client IP (CF-Connecting-IP, set by Cloudflare in production and passed through by
// `wrangler dev`); without this, the whole suite would be one client, and a test that happens to run
// after ten others that created carts within a minute would meet the cart-creation limit (sign-in and
// registration are limited per IP too). Specs import
// `test` and `expect` from here instead of '@playwright/test'.
import { expect, type Page, test as base } from '@playwright/test';

export { expect, type Page, type Route } from '@playwright/test';

/** A client IP of its own for one simulated shopper (a random /64 of the documentation range). */
export const clientIp = (): string => `2001:db8:${[...crypto.getRandomValues(new Uint16Array(2))].map((group) => group.toString(16)).join(':')}::1`;

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'cf-connecting-ip': clientIp() });
  },
});

/**
 * How long a test waits for a page to be hydrated: the start script waits for the first paint, and the
 * parts hydrated after idle then load their chunks, which find their own imports only as they arrive
 * (about 40 on a product page, 4–5 levels deep). A product page has taken 2.4–5 s on the idle 2-core
 * machine, so the 5 s a check waits by default had no margin on a busy one. What the tests check comes
 * after it; how fast pages become interactive is the benchmarks' and Lighthouse's business.
 */
const HYDRATION_TIMEOUT_MS = 20_000;

/** Waits until React owns the page, its idle parts included (app.tsx marks the document). */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: HYDRATION_TIMEOUT_MS });
}
