// Is the visitor logged in? Spec part 2 §6: logged-in status derives from the commerce token's scope
// containing a customer id. The token cookie is httpOnly, so its scope is read from the auth server's
// token introspection (RFC 7662, commercetools `POST /oauth/introspect`), never from the browser.
import * as v from 'valibot';
import type { Env } from '../../env.ts';

const IntrospectionSchema = v.object({ active: v.boolean(), scope: v.optional(v.string()) });
const INTROSPECTION_TIMEOUT_MS = 3_000;
/** Access tokens are short base64-ish strings; anything else is not worth asking about. */
const TOKEN = /^[A-Za-z0-9+/=._~-]{8,512}$/;

export function customerIdInScope(scope: string): string | null {
  return /(?:^|\s)customer_id:([^\s]+)/.exec(scope)?.[1] ?? null;
}

/** The customer id of an active customer token, else null. A failing auth server counts as logged out. */
export async function customerIdOfToken(env: Env, token: string | undefined): Promise<string | null> {
  if (!token || !TOKEN.test(token)) return null;
  try {
    const response = await fetch(`${env.COMMERCE_AUTH_URL}/oauth/introspect`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${env.COMMERCE_CLIENT_ID}:${env.COMMERCE_CLIENT_SECRET}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token }),
      signal: AbortSignal.timeout(INTROSPECTION_TIMEOUT_MS),
    });
    if (!response.ok) {
      console.warn('token introspection failed', response.status);
      return null;
    }
    const parsed = v.safeParse(IntrospectionSchema, await response.json());
    if (!parsed.success || !parsed.output.active || !parsed.output.scope) return null;
    return customerIdInScope(parsed.output.scope);
  } catch (error) {
    console.warn('token introspection unavailable', error);
    return null;
  }
}
