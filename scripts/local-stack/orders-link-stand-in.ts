// The orders-link service of the local stack (spec part 2 §7.5, path `my-orders`): `getUrlWithToken?email=`
// answers `{ url }`, the customer's orders page with a token, which a plain page of its own serves. An
// address starting with "orders-down" answers 503, so tests can see the shop survive the service failing.
import { randomUUID } from 'node:crypto';

const FAILING_PREFIX = 'orders-down';

export interface OrdersLinkAnswer {
  status: number;
  body: unknown;
}

export function ordersLinkAnswer(url: URL, origin: string): OrdersLinkAnswer {
  const email = url.searchParams.get('email') ?? '';
  if (!email.includes('@')) return { status: 400, body: { message: 'Query parameter email must be an e-mail address' } };
  if (email.startsWith(FAILING_PREFIX)) return { status: 503, body: { message: 'Orders service unavailable' } };
  const link = new URL('/my-orders/orders', origin);
  link.searchParams.set('token', randomUUID());
  return { status: 200, body: { url: link.toString() } };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page the link opens: it only shows that a token arrived. */
export function ordersPage(url: URL): string {
  const token = url.searchParams.get('token') ?? '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My orders</title></head><body><main><h1>My orders</h1><p>Token: <code>${escapeHtml(token)}</code></p></main></body></html>`;
}
