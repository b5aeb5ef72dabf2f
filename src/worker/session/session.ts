// The signed-in customer of a request. Spec part 2 §6: logged-in status derives from the commerce token's
// scope containing a customer id; the token lives in an httpOnly cookie, so its scope and expiry are read
// from the auth server (introspection), once per request. Every account endpoint, guard and page asks
// here, never the cookies directly.
//
// The cookies (domain/markets/market-cookies.ts): `__Host-commerce_token` (access token, expires with
// it), `__Host-commerce_refresh` (refresh token) and `customer_id`, both sliding with the idle window
// (domain/account/session-policy.ts), `customer_group`, and `__Host-cart_id`. An access token close to
// its expiry — or gone while the refresh cookie is still there — is renewed with the refresh grant before
// the request uses it; the old one is revoked and the new cookies go out with the response. A refresh
// token commercetools no longer honours ends the session: the next page that asks for it deletes its cookies.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { needsRefresh, SESSION_IDLE_SECONDS } from '../../domain/account/session-policy.ts';
import {
  CART_COOKIE_ATTRIBUTES,
  COMMERCE_TOKEN_COOKIE_ATTRIBUTES,
  COOKIE_DELETION_ATTRIBUTES,
  COOKIE_NAMES,
  CUSTOMER_GROUP_COOKIE_ATTRIBUTES,
  CUSTOMER_ID_COOKIE_ATTRIBUTES,
} from '../../domain/markets/market-cookies.ts';
import { isApiRequest } from '../api/api-errors.ts';
import { refuse } from '../api/refuse.ts';
import type { Env } from '../env.ts';
import { type CustomerToken, refreshCustomerToken } from '../services/commerce/customer-token.ts';
import { activeCustomerToken, isTokenShaped } from '../services/commerce/session.ts';
import { revokeToken } from '../services/commerce/token-revocation.ts';
import { revokeAtSignInSync } from '../services/identity/sign-in-revocation.ts';
import { logWarn } from '../services/observability/log.ts';

export interface CustomerSession {
  customerId: string;
  /** The customer's commerce access token, for calls made in the customer's name (`/me`). */
  accessToken: string;
}

type SessionContext = Context<{ Bindings: Env }>;

/** A sign-in's tokens, with the key of the customer's group when the caller read it (null: no group). */
export type SessionStart = CustomerToken & { customerGroupKey?: string | null };

const sessionsOfRequests = new WeakMap<Request, Promise<CustomerSession | null>>();

/** What a request's endSession ended: a sign-in of the same customer in that request keeps the cart. */
const endedInRequests = new WeakMap<Request, { customerId: string | null; cartId: string | undefined }>();

/** The cookies a session consists of; sign-out deletes them all (the cart is the customer's once signed in). */
const SESSION_COOKIES = [
  COOKIE_NAMES.commerceToken,
  COOKIE_NAMES.commerceRefresh,
  COOKIE_NAMES.customerId,
  COOKIE_NAMES.customerGroup,
  COOKIE_NAMES.cartId,
];

/** The request's signed-in customer, or null; asked of the auth server at most once per request. */
export function currentSession(c: SessionContext): Promise<CustomerSession | null> {
  const known = sessionsOfRequests.get(c.req.raw);
  if (known) return known;
  const session = resolveSession(c);
  sessionsOfRequests.set(c.req.raw, session);
  return session;
}

/** The signed-in customer, or the 401 refusal 'User is not authenticated' to answer instead. */
export async function requireSession(c: SessionContext): Promise<CustomerSession | Response> {
  return (await currentSession(c)) ?? refuse(c, 'account.error.not-authenticated', 401);
}

/**
 * Signs the customer in on this browser with new tokens. Tokens of an earlier session the browser sent
 * along are revoked (no session fixation: whoever planted or copied them is not signed in with them).
 */
export function startSession(c: SessionContext, token: SessionStart): void {
  const sentAccess = getCookie(c, COOKIE_NAMES.commerceToken);
  const sentRefresh = getCookie(c, COOKIE_NAMES.commerceRefresh);
  const retire = Promise.all([
    sentAccess !== token.accessToken ? revokeToken(c.env, sentAccess, 'access_token') : true,
    sentRefresh !== token.refreshToken ? revokeToken(c.env, sentRefresh, 'refresh_token') : true,
  ]);
  c.executionCtx.waitUntil(retire);
  setSessionCookies(c, token, token.refreshToken);
  // A sign-in without a refresh token (it lives as long as its access token) leaves no earlier one behind.
  if (token.refreshToken === undefined && sentRefresh !== undefined) deleteCookie(c, COOKIE_NAMES.commerceRefresh, COOKIE_DELETION_ATTRIBUTES);
  // Signed out and in again in one request (a password change): the customer's cart stays on this browser.
  const ended = endedInRequests.get(c.req.raw);
  if (ended?.customerId === token.customerId && ended.cartId !== undefined) setCookie(c, COOKIE_NAMES.cartId, ended.cartId, CART_COOKIE_ATTRIBUTES);
  if (token.customerGroupKey === null) deleteCookie(c, COOKIE_NAMES.customerGroup, COOKIE_DELETION_ATTRIBUTES);
  else if (token.customerGroupKey !== undefined) setCookie(c, COOKIE_NAMES.customerGroup, token.customerGroupKey, CUSTOMER_GROUP_COOKIE_ATTRIBUTES);
  sessionsOfRequests.set(c.req.raw, Promise.resolve({ customerId: token.customerId, accessToken: token.accessToken }));
}

/** Signs this browser out: both tokens are revoked at commercetools and the session's five cookies deleted. */
export async function endSession(c: SessionContext): Promise<void> {
  // Only a session this request already knows (sign-out itself needs no introspection).
  const ending = await (sessionsOfRequests.get(c.req.raw) ?? null);
  endedInRequests.set(c.req.raw, { customerId: ending?.customerId ?? null, cartId: getCookie(c, COOKIE_NAMES.cartId) });
  await Promise.all([
    revokeToken(c.env, getCookie(c, COOKIE_NAMES.commerceToken), 'access_token'),
    revokeToken(c.env, getCookie(c, COOKIE_NAMES.commerceRefresh), 'refresh_token'),
    // A social sign-in's token comes from the sign-in sync, which alone can end it; such a session has no
    // refresh token, so a password session's tokens are never sent there (helper social).
    getCookie(c, COOKIE_NAMES.commerceRefresh) === undefined ? revokeAtSignInSync(c.env, getCookie(c, COOKIE_NAMES.commerceToken)) : undefined,
  ]);
  deleteSessionCookies(c);
  sessionsOfRequests.set(c.req.raw, Promise.resolve(null));
}

async function resolveSession(c: SessionContext): Promise<CustomerSession | null> {
  const access = getCookie(c, COOKIE_NAMES.commerceToken);
  const sentRefresh = getCookie(c, COOKIE_NAMES.commerceRefresh);
  const refresh = isTokenShaped(sentRefresh) ? sentRefresh : undefined;
  if (access === undefined && sentRefresh === undefined) {
    // "Auth says logged in" must not outlive the session, or the page's after-mount check reloads forever.
    if (getCookie(c, COOKIE_NAMES.customerId) !== undefined) clearStaleSession(c, [COOKIE_NAMES.customerId]);
    return null;
  }
  const active = access === undefined ? null : await activeCustomerToken(c.env, access);
  if (active && access !== undefined && !needsRefresh(active.expiresAt, Date.now() / 1000)) {
    // Pages slide the 7-day window; an API answer does not: one still under way when the shopper signs
    // out would otherwise set customer_id and the refresh cookie again after the sign-out deleted them.
    if (!isApiRequest(c)) slideIdleWindow(c, refresh, active.customerId);
    return { customerId: active.customerId, accessToken: access };
  }
  if (refresh !== undefined) {
    const renewed = await refreshCustomerToken(c.env, refresh).catch((error: unknown) => {
      // The auth server is away: a still active token serves this request; without one nobody is signed in,
      // but the cookies stay (an outage is not a sign-out).
      logWarn('token refresh failed; the session is kept for a later request', error);
      return undefined;
    });
    if (renewed) {
      if (access !== undefined) await revokeToken(c.env, access, 'access_token');
      setSessionCookies(c, renewed, refresh);
      return { customerId: renewed.customerId, accessToken: renewed.accessToken };
    }
    if (renewed === undefined) return active && access !== undefined ? { customerId: active.customerId, accessToken: access } : null;
  } else if (active && access !== undefined) {
    // Near its expiry but nothing to refresh it with (a token that came without one): it serves until it ends.
    return { customerId: active.customerId, accessToken: access };
  }
  // Expired, revoked or forged, and no refresh token commercetools honours: the session is over.
  clearStaleSession(c, SESSION_COOKIES);
  return null;
}

/**
 * A session found over is cleared by page answers only. An API call may still be under way with old cookies
 * when the shopper signs in again (that sign-in revokes them): deletions in its late answer would end the new
 * session. So API calls answer 401 and change no cookie, and the next page that asks (sign-in, account,
 * checkout) clears them: a navigation replaces its tab's page, so no sign-in of that tab overlaps it, and the
 * sign-in page's answer has deleted customer_id before its after-mount check could reload.
 * Two tabs: an API call never ends the other tab's new session; only a page opened at that very moment can.
 */
function clearStaleSession(c: SessionContext, names: readonly string[]): void {
  if (isApiRequest(c)) return;
  for (const name of names) deleteCookie(c, name, COOKIE_DELETION_ATTRIBUTES);
}

function setSessionCookies(c: SessionContext, token: CustomerToken, refreshToken: string | undefined): void {
  setCookie(c, COOKIE_NAMES.commerceToken, token.accessToken, { ...COMMERCE_TOKEN_COOKIE_ATTRIBUTES, maxAge: token.expiresIn });
  slideIdleWindow(c, refreshToken, token.customerId);
}

/** The idle window starts again: the refresh and customer_id cookies live SESSION_IDLE_SECONDS from now. */
function slideIdleWindow(c: SessionContext, refreshToken: string | undefined, customerId: string): void {
  if (refreshToken !== undefined)
    setCookie(c, COOKIE_NAMES.commerceRefresh, refreshToken, { ...COMMERCE_TOKEN_COOKIE_ATTRIBUTES, maxAge: SESSION_IDLE_SECONDS });
  setCookie(c, COOKIE_NAMES.customerId, customerId, { ...CUSTOMER_ID_COOKIE_ATTRIBUTES, maxAge: SESSION_IDLE_SECONDS });
}

function deleteSessionCookies(c: SessionContext): void {
  for (const name of SESSION_COOKIES) deleteCookie(c, name, COOKIE_DELETION_ATTRIBUTES);
}
