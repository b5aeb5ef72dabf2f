// Sign-out of a social session: its customer token was issued by the sign-in sync (the project's External
// OAuth server), which commercetools cannot revoke, so it is revoked at the sync (RFC 7009, `revoke` beside
// the sync endpoint). Asked at a sign-out without a refresh token (the sync issues none); a token the sync
// did not issue is no error there.
import type { Env } from '../../env.ts';
import { timedFetch } from '../observability/request-context.ts';
import { logError } from '../observability/log.ts';

const REVOCATION_TIMEOUT_MS = 3_000;

export async function revokeAtSignInSync(env: Env, token: string | undefined): Promise<void> {
  if (!token) return;
  try {
    const response = await timedFetch('sign-in')(new URL('revoke', env.SIGN_IN_SYNC_URL), {
      method: 'POST',
      headers: { authorization: `Bearer ${env.SIGN_IN_SYNC_API_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      signal: AbortSignal.timeout(REVOCATION_TIMEOUT_MS),
    });
    if (!response.ok) logError('sign-in sync refused the token revocation', response.status);
  } catch (error) {
    logError('sign-in sync unavailable for the token revocation; a social token stays valid until it expires', error);
  }
}
