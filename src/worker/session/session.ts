// The signed-in customer of a request. Spec part 2 §6: logged-in status derives from the commerce
// token's scope containing a customer id; the token lives in an httpOnly cookie, so its scope is read
// from the auth server (session.ts in the commerce adapter), once per request. Every account endpoint,
// guard and page asks here, never the cookies directly.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COMMERCE_TOKEN_COOKIE_ATTRIBUTES, COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { refuse } from '../api/refuse.ts';
import type { Env } from '../env.ts';
import type { CustomerToken } from '../services/commerce/customer-token.ts';
import { customerIdOfToken } from '../services/commerce/session.ts';

export interface CustomerSession {
  customerId: string;
  /** The customer's commerce access token, for calls made in the customer's name (`/me`). */
  accessToken: string;
}

type SessionContext = Context<{ Bindings: Env }>;

const sessionsOfRequests = new WeakMap<Request, Promise<CustomerSession | null>>();

/** The request's signed-in customer, or null; asked of the auth server at most once per request. */
export function currentSession(c: SessionContext): Promise<CustomerSession | null> {
  const known = sessionsOfRequests.get(c.req.raw);
  if (known) return known;
  const accessToken = getCookie(c, COOKIE_NAMES.commerceToken);
  const session = customerIdOfToken(c.env, accessToken).then((customerId) => (customerId && accessToken ? { customerId, accessToken } : null));
  sessionsOfRequests.set(c.req.raw, session);
  return session;
}

/** The signed-in customer, or the 401 refusal 'User is not authenticated' to answer instead. */
export async function requireSession(c: SessionContext): Promise<CustomerSession | Response> {
  return (await currentSession(c)) ?? refuse(c, 'account.error.not-authenticated', 401);
}

/** Signs the customer in on this browser: the token goes into its cookie, expiring with the token. */
export function startSession(c: SessionContext, token: CustomerToken): void {
  setCookie(c, COOKIE_NAMES.commerceToken, token.accessToken, { ...COMMERCE_TOKEN_COOKIE_ATTRIBUTES, maxAge: token.expiresIn });
}

/** Signs this browser out: the session's cookies are cleared. */
export async function endSession(c: SessionContext): Promise<void> {
  deleteCookie(c, COOKIE_NAMES.commerceToken, { path: '/', secure: true });
}
