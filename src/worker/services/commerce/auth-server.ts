// One form POST to commercetools' auth server (`COMMERCE_AUTH_URL`), authenticated as the shop's API
// client (HTTP Basic), as the password flow, refresh grant, introspection and revocation all are.
import type { Env } from '../../env.ts';
import { timedFetch } from '../observability/request-context.ts';

export interface AuthAnswer {
  status: number;
  /** The parsed JSON body, or null when the answer had none. */
  body: unknown;
}

/** Throws when the auth server cannot be reached in time; any answer, also an error status, is returned. */
export async function authServerPost(env: Env, path: string, form: Record<string, string>, timeoutMs: number): Promise<AuthAnswer> {
  const response = await timedFetch('commerce-auth')(`${env.COMMERCE_AUTH_URL}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${env.COMMERCE_CLIENT_ID}:${env.COMMERCE_CLIENT_SECRET}`)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): the status tells the caller what it needs; the text is kept for its log.
    body = text.slice(0, 200);
  }
  return { status: response.status, body };
}
