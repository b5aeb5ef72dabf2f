// Every browser test is its own shopper, and shoppers come from different addresses. The worker limits
// writes per client IP (CF-Connecting-IP, set by Cloudflare in production and passed through by
// `wrangler dev`); without this, the whole suite would be one client, and a test that happens to run
// after ten others that created carts within a minute would meet the cart-creation limit (sign-in and
// registration are limited per IP too). Specs import
// `test` and `expect` from here instead of '@playwright/test'.
import { test as base } from '@playwright/test';

export { expect, type Page, type Route } from '@playwright/test';

/** A client IP of its own for one simulated shopper (a random /64 of the documentation range). */
export const clientIp = (): string => `2001:db8:${[...crypto.getRandomValues(new Uint16Array(2))].map((group) => group.toString(16)).join(':')}::1`;

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'cf-connecting-ip': clientIp() });
  },
});
