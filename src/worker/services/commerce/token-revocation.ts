// Ends a customer token at commercetools (`POST /oauth/token/revoke`, RFC 7009): sign-out, a refreshed
// access token's predecessor and a token cookie sent along with a new sign-in are revoked, so none of
// them keeps working for the rest of its 48 hours.
import type { Env } from '../../env.ts';
import { authServerPost } from './auth-server.ts';
import { isTokenShaped } from './session.ts';
import { logError } from '../observability/log.ts';

const REVOCATION_TIMEOUT_MS = 3_000;

export type TokenKind = 'access_token' | 'refresh_token';

/**
 * Revokes the token; true when the auth server confirmed it. A failure is logged and answered false:
 * the cookies still go (the browser is signed out), and the token runs out by itself.
 */
export async function revokeToken(env: Env, token: string | undefined, kind: TokenKind): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  try {
    const answer = await authServerPost(env, '/oauth/token/revoke', { token, token_type_hint: kind }, REVOCATION_TIMEOUT_MS);
    if (answer.status === 200) return true;
    logError(`token revocation refused (${kind})`, answer.status, answer.body);
  } catch (error) {
    logError(`token revocation unavailable (${kind}); the token stays valid until it expires`, error);
  }
  return false;
}
