// The signed order-access cookie (src/domain/checkout/order-access.ts): set when this browser places an
// order (the order API, the payment return), read when it asks for a thank-you page. Signed with
// HMAC-SHA-256 under ORDER_ACCESS_SECRET (Hono's signed cookies), so no one can add another's number.
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { ORDER_ACCESS_MAX_AGE_SECONDS, orderNumbersIn, withPlacedOrder } from '../../domain/checkout/order-access.ts';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import type { Env } from '../env.ts';

type AnyContext = Context<{ Bindings: Env }>;

async function placedValue(c: AnyContext): Promise<string | null> {
  // A wrong signature reads as false: a forged or old-secret cookie grants nothing.
  const value = await getSignedCookie(c, c.env.ORDER_ACCESS_SECRET, COOKIE_NAMES.orderAccess);
  return typeof value === 'string' ? value : null;
}

export async function grantOrderAccess(c: AnyContext, orderNumber: string): Promise<void> {
  await setSignedCookie(c, COOKIE_NAMES.orderAccess, withPlacedOrder(await placedValue(c), orderNumber), c.env.ORDER_ACCESS_SECRET, {
    path: '/',
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    maxAge: ORDER_ACCESS_MAX_AGE_SECONDS,
  });
}

export async function mayViewOrder(c: AnyContext, orderNumber: string): Promise<boolean> {
  return orderNumbersIn(await placedValue(c)).includes(orderNumber);
}
