import { exports } from 'cloudflare:workers';

/** The user agent of a shopper's browser (crawlers, and requests without one, get complete pages). */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36';

/**
 * A request to the worker under test as a shopper's browser would send it to that host; `ip` for a
 * rate-limited page (without it the request counts against the one shared key of requests without a client IP).
 */
export async function get(url: string, init: { cookie?: string; userAgent?: string; ip?: string } = {}): Promise<Response> {
  const headers = new Headers({ accept: 'text/html' });
  if (init.cookie !== undefined) headers.set('cookie', init.cookie);
  if (init.ip !== undefined) headers.set('cf-connecting-ip', init.ip);
  headers.set('user-agent', init.userAgent ?? BROWSER_USER_AGENT);
  return exports.default.fetch(new Request(url, { headers, redirect: 'manual' }));
}

/** Visible text of an HTML document, whitespace collapsed (enough to assert what a shopper reads). */
export const textOf = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ');

/**
 * A client IP no other request uses (the IPv6 documentation range, random): a shopper of their own, so
 * rate-limit budgets are not shared with other tests, whichever file they are in.
 */
export function newClientIp(): string {
  // Random in the /64 network part: rate limits key an IPv6 client by its /64, so a random host part alone
  // would make every test one client.
  const groups = crypto.getRandomValues(new Uint16Array(2));
  return `2001:db8:${[...groups].map((group) => group.toString(16)).join(':')}::1`;
}

/**
 * A state-changing request as the shop's own page sends it: the browser adds `Origin`. Without `ip`,
 * from a client of its own (rate limits are kept per IP); `ip: null` sends no CF-Connecting-IP.
 */
export async function send(
  url: string,
  init: { method?: string; body?: unknown; cookie?: string; origin?: string | null; ip?: string | null } = {},
): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' });
  // The client IP Cloudflare reports.
  const ip = init.ip === undefined ? newClientIp() : init.ip;
  if (ip) headers.set('cf-connecting-ip', ip);
  const origin = init.origin === undefined ? new URL(url).origin : init.origin;
  if (origin !== null) headers.set('origin', origin);
  if (init.cookie !== undefined) headers.set('cookie', init.cookie);
  const body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body ?? {});
  return exports.default.fetch(new Request(url, { method: init.method ?? 'POST', headers, body, redirect: 'manual' }));
}
