// Is the visitor logged in? Spec part 2 §6: logged-in status derives from the commerce token's scope
// containing a customer id. The token cookie is httpOnly, so its scope is read from the auth server's
// token introspection (RFC 7662, commercetools `POST /oauth/introspect`), never from the browser; so is
// its expiry (`exp`), which tells the session when to refresh it.
import * as v from 'valibot';
import type { Env } from '../../env.ts';
import { authServerPost } from './auth-server.ts';
import { logWarn } from '../observability/log.ts';

const IntrospectionSchema = v.object({ active: v.boolean(), scope: v.optional(v.string()), exp: v.optional(v.number()) });
const INTROSPECTION_TIMEOUT_MS = 3_000;
/** Tokens are short base64-ish strings (a refresh token starts with `{project}:`); anything else is not worth asking about. */
const TOKEN = /^[A-Za-z0-9+/=._~:-]{8,512}$/;

export function customerIdInScope(scope: string): string | null {
  return /(?:^|\s)customer_id:([^\s]+)/.exec(scope)?.[1] ?? null;
}

/** Whether a cookie's value can be a token at all (a forged 10 KB value is not sent anywhere). */
export const isTokenShaped = (token: string | undefined): token is string => token !== undefined && TOKEN.test(token);

export interface ActiveCustomerToken {
  customerId: string;
  /** Epoch seconds; commercetools always tells it, a missing `exp` counts as "expires now". */
  expiresAt: number;
}

/** The customer and expiry of an active customer token, else null. A failing auth server counts as logged out. */
export async function activeCustomerToken(env: Env, token: string | undefined): Promise<ActiveCustomerToken | null> {
  if (!isTokenShaped(token)) return null;
  try {
    const answer = await authServerPost(env, '/oauth/introspect', { token }, INTROSPECTION_TIMEOUT_MS);
    if (answer.status !== 200) {
      logWarn('token introspection failed', answer.status);
      return null;
    }
    const parsed = v.safeParse(IntrospectionSchema, answer.body);
    if (!parsed.success || !parsed.output.active || !parsed.output.scope) return null;
    const customerId = customerIdInScope(parsed.output.scope);
    return customerId ? { customerId, expiresAt: parsed.output.exp ?? 0 } : null;
  } catch (error) {
    logWarn('token introspection unavailable', error);
    return null;
  }
}
