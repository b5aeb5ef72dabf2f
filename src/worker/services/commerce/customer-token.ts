// The commercetools password flow in the market's store (`POST /oauth/{project}/in-store/key={store}/
// customers/token`): e-mail and password in, a customer access token and its refresh token out; and the
// refresh grant (`POST /oauth/token`, grant_type refresh_token) that renews the access token. Called
// directly rather than through the SDK's password-flow middleware, which keeps the tokens to itself and
// reports the expiry with a safety margin taken off; the cookies must carry the tokens and expire exactly
// with them.
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import type { Env } from '../../env.ts';
import { authServerPost, type AuthAnswer } from './auth-server.ts';
import { customerIdInScope } from './session.ts';

const TOKEN_TIMEOUT_MS = 10_000;

const TokenSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(1)),
  scope: v.string(),
  refresh_token: v.optional(v.pipe(v.string(), v.minLength(1))),
});

/** An OAuth error code, in `error` or in `errors[].code` / `errors[].error` (commercetools uses both). */
const hasOAuthError = (body: unknown, code: string): boolean =>
  v.is(v.object({ error: v.literal(code) }), body) ||
  v.is(
    v.object({
      errors: v.pipe(
        v.array(v.object({ code: v.optional(v.string()), error: v.optional(v.string()) })),
        v.check((errors) => errors.some((e) => e.code === code || e.error === code)),
      ),
    }),
    body,
  );

export interface CustomerToken {
  accessToken: string;
  /** Seconds the token is valid, as the auth server says. */
  expiresIn: number;
  customerId: string;
  /** The password flow's refresh token (kept in its own httpOnly cookie); absent from a refresh grant's answer. */
  refreshToken?: string;
}

export interface StoreCredentials {
  storeKey: string;
  email: string;
  password: string;
}

async function askAuthServer(env: Env, path: string, form: Record<string, string>, what: string): Promise<AuthAnswer> {
  try {
    return await authServerPost(env, path, form, TOKEN_TIMEOUT_MS);
  } catch (error) {
    throw new HTTPException(503, { message: `commerce auth server unreachable (${what})`, cause: error });
  }
}

function customerTokenOf(answer: AuthAnswer, what: string): CustomerToken {
  if (answer.status < 200 || answer.status > 299)
    throw new HTTPException(503, { message: `commerce ${what} answered ${answer.status}`, cause: answer.body });
  const token = v.safeParse(TokenSchema, answer.body);
  const customerId = token.success ? customerIdInScope(token.output.scope) : null;
  if (!token.success || !customerId) {
    throw new HTTPException(503, {
      message: `commerce ${what} answered a token without a customer`,
      cause: token.success ? token.output.scope : token.issues,
    });
  }
  const { access_token, expires_in, refresh_token } = token.output;
  return { accessToken: access_token, expiresIn: expires_in, customerId, ...(refresh_token === undefined ? {} : { refreshToken: refresh_token }) };
}

/** The customer's tokens, or null when no customer of the store has these credentials. */
export async function customerTokenFor(env: Env, { storeKey, email, password }: StoreCredentials): Promise<CustomerToken | null> {
  const path = `/oauth/${encodeURIComponent(env.COMMERCE_PROJECT_KEY)}/in-store/key=${encodeURIComponent(storeKey)}/customers/token`;
  const answer = await askAuthServer(env, path, { grant_type: 'password', username: email, password }, 'password flow');
  if (answer.status === 400 && hasOAuthError(answer.body, 'invalid_customer_account_credentials')) return null;
  return customerTokenOf(answer, 'password flow');
}

/**
 * A new access token for the customer of the refresh token, or null when the refresh token is expired,
 * revoked or unknown (`invalid_grant`): the session is over. The refresh token stays the same.
 */
export async function refreshCustomerToken(env: Env, refreshToken: string): Promise<CustomerToken | null> {
  const answer = await askAuthServer(env, '/oauth/token', { grant_type: 'refresh_token', refresh_token: refreshToken }, 'refresh grant');
  if (answer.status === 400 && hasOAuthError(answer.body, 'invalid_grant')) return null;
  return customerTokenOf(answer, 'refresh grant');
}
