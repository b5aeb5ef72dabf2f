// A shopper going through the checkout against the real worker and stand-ins (checkout-order.test.ts,
// checkout-card-payment.test.ts): a cart with addresses, the order request, the thank-you data as the
// page's loader gets it, and what commercetools holds of a cart's orders.
import { env, exports } from 'cloudflare:workers';
import { Hono } from 'hono';
import { expect, inject } from 'vitest';
import type { ThankYouOrder } from '../../src/domain/checkout/thank-you.ts';
import type { CountryCode } from '../../src/domain/markets/countries.ts';
import { marketFor } from '../../src/domain/markets/resolve-market.ts';
import type { Env } from '../../src/worker/env.ts';
import { thankYouOrder } from '../../src/worker/pages/thank-you-order.ts';
import { send } from './request.ts';
import { productOnStock } from './seed.ts';

const sku = productOnStock(0).masterVariant.sku;

const ADDRESSES: Record<string, { postalCode: string; city: string }> = {
  DE: { postalCode: '10115', city: 'Berlin' },
  CZ: { postalCode: '110 00', city: 'Praha' },
  SK: { postalCode: '811 01', city: 'Bratislava' },
  PT: { postalCode: '1100-148', city: 'Lisboa' },
  BE: { postalCode: '1000', city: 'Bruxelles' },
};

export const cookieValue = (response: Response, name: string): string | null =>
  new RegExp(`${name}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null;

/** A shopper in `country`'s shop with one product in the cart; with `email: null` the addresses are not stored. */
export async function shopper(
  country: 'DE' | 'CZ' | 'SK' | 'PT' | 'BE',
  { email = 'jana@example.com' as string | null } = {},
): Promise<{ host: string; cookie: string }> {
  const host = `${country.toLowerCase()}.localhost`;
  const added = await send(`http://${host}/api/cart/actions`, { body: { actions: [{ action: 'addLineItem', sku, quantity: 1 }] } });
  expect(added.status).toBe(200);
  const cookie = `__Host-cart_id=${cookieValue(added, 'cart_id')}`;
  if (email === null) return { host, cookie };
  const billing = {
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Hlavná',
    streetNumber: '12',
    country,
    phone: '+421 902 123 456',
    ...ADDRESSES[country],
  };
  const stored = await send(`http://${host}/api/checkout/addresses`, {
    method: 'PUT',
    body: { email, customerType: 'private', billing, shipping: 'same-as-billing' },
    cookie,
  });
  expect(stored.status).toBe(200);
  return { host, cookie };
}

export const placeOrder = (host: string, cookie: string, paymentMethod: string) =>
  send(`http://${host}/api/checkout/order`, { body: { paymentMethod }, cookie });

export type Placed = { orderNumber: string; next: string };
export type Refusal = { error: string; message: string };

/** The thank-you data as the page's loader gets it, for a browser with `cookie`, in `country`'s shop. */
export async function thankYouData(country: CountryCode, order: string, cookie: string): Promise<ThankYouOrder | null> {
  const app = new Hono<{ Bindings: Env }>();
  app.get('/', async (c) => {
    c.set('market', marketFor(country));
    return c.json({ order: await thankYouOrder(c, order) });
  });
  const response = await app.request('/', { headers: { cookie } }, env);
  return (await response.json<{ order: ThankYouOrder | null }>()).order;
}

export const accessCookie = (response: Response) => `order_access=${cookieValue(response, 'order_access')}`;

export async function gross(host: string, cookie: string): Promise<number> {
  const response = await exports.default.fetch(new Request(`http://${host}/api/checkout`, { headers: { cookie } }));
  return (await response.json<{ cart: { totals: { gross: { centAmount: number } } } }>()).cart.totals.gross.centAmount;
}

export async function ordersOfCart(cartCookie: string): Promise<number> {
  const cartId = cartCookie.replace('__Host-cart_id=', '');
  const base = inject('commerceUrl');
  const token = await (
    await fetch(`${base}/oauth/token?grant_type=client_credentials`, { method: 'POST', headers: { authorization: `Basic ${btoa('t:t')}` } })
  ).json<{ access_token: string }>();
  const where = encodeURIComponent(`cart(id="${cartId}")`);
  const found = await fetch(`${base}/exquip/orders?where=${where}`, { headers: { authorization: `Bearer ${token.access_token}` } });
  return (await found.json<{ total: number }>()).total;
}

/** The commerce stand-in as an API client sees it (a client-credentials token). */
export async function commerce<T>(path: string): Promise<T> {
  const base = inject('commerceUrl');
  const token = await (
    await fetch(`${base}/oauth/token?grant_type=client_credentials`, { method: 'POST', headers: { authorization: `Basic ${btoa('t:t')}` } })
  ).json<{ access_token: string }>();
  return (await fetch(`${base}/exquip${path}`, { headers: { authorization: `Bearer ${token.access_token}` } })).json<T>();
}
