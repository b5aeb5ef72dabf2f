// The commercetools password flow in the market's store (`POST /oauth/{project}/in-store/key={store}/
// customers/token`): e-mail and password in, a customer access token out. Called directly rather than
// through the SDK's password-flow middleware, which keeps the token to itself and reports its expiry
// with a safety margin taken off; the cookie must carry the token and expire exactly with it.
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import type { Env } from '../../env.ts';
import { customerIdInScope } from './session.ts';

const TOKEN_TIMEOUT_MS = 10_000;

const TokenSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(1)),
  scope: v.string(),
});

/** commercetools answers 400 `invalid_customer_account_credentials` (in `error` or `errors[].code`). */
const BadCredentialsSchema = v.union([
  v.object({ error: v.literal('invalid_customer_account_credentials') }),
  v.object({
    errors: v.pipe(
      v.array(v.object({ code: v.string() })),
      v.check((errors) => errors.some((e) => e.code === 'invalid_customer_account_credentials')),
    ),
  }),
]);

export interface CustomerToken {
  accessToken: string;
  /** Seconds the token is valid, as the auth server says. */
  expiresIn: number;
  customerId: string;
}

export interface StoreCredentials {
  storeKey: string;
  email: string;
  password: string;
}

/** The customer's token, or null when no customer of the store has these credentials. */
export async function customerTokenFor(env: Env, { storeKey, email, password }: StoreCredentials): Promise<CustomerToken | null> {
  const url = `${env.COMMERCE_AUTH_URL}/oauth/${encodeURIComponent(env.COMMERCE_PROJECT_KEY)}/in-store/key=${encodeURIComponent(storeKey)}/customers/token`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${env.COMMERCE_CLIENT_ID}:${env.COMMERCE_CLIENT_SECRET}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'password', username: email, password }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    throw new HTTPException(503, { message: 'commerce auth server unreachable', cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 400 && v.is(BadCredentialsSchema, body)) return null;
  if (!response.ok) {
    throw new HTTPException(503, { message: `commerce password flow answered ${response.status}`, cause: body });
  }
  const token = v.safeParse(TokenSchema, body);
  const customerId = token.success ? customerIdInScope(token.output.scope) : null;
  if (!token.success || !customerId) {
    throw new HTTPException(503, {
      message: 'commerce password flow answered a token without a customer',
      cause: token.success ? token.output.scope : token.issues,
    });
  }
  return { accessToken: token.output.access_token, expiresIn: token.output.expires_in, customerId };
}
