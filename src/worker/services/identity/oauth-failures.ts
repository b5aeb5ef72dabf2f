// oauth4webapi's errors, sorted into what the shopper sees: the provider's refusal or an answer that does
// not validate (wrong nonce, replayed code, forged ID token) is `refused`; a provider we cannot reach is
// `unavailable`.
import * as oauth from 'oauth4webapi';
import { SocialSignInFailure } from './provider-sign-in.ts';

export function socialFailureOf(error: unknown, step: string): SocialSignInFailure {
  if (error instanceof SocialSignInFailure) return error;
  const refused =
    error instanceof oauth.AuthorizationResponseError ||
    error instanceof oauth.ResponseBodyError ||
    error instanceof oauth.WWWAuthenticateChallengeError ||
    error instanceof oauth.OperationProcessingError;
  return new SocialSignInFailure(refused ? 'refused' : 'unavailable', `${step}: ${error instanceof Error ? error.message : String(error)}`, {
    cause: error,
  });
}

/** Plain http is allowed only for a provider configured at an http URL (the local stand-ins); production is https. */
export const httpOptions = (url: string) => ({
  [oauth.allowInsecureRequests]: new URL(url).protocol === 'http:',
  signal: AbortSignal.timeout(10_000),
});
