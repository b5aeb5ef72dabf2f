// What the social sign-in route asks of a provider adapter (google.ts, facebook.ts): the authorization
// URL to send the shopper to, and the completion of the callback into the provider's access token.
import type { SocialProvider } from '../../../domain/account/social-sign-in.ts';
import type { Env } from '../../env.ts';

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  /** OpenID Connect only (Google). */
  nonce?: string | undefined;
  codeChallenge: string;
}

export interface ExpectedCallback {
  redirectUri: string;
  state: string;
  nonce?: string | undefined;
  codeVerifier: string;
}

/** The provider's word that the shopper signed in: its access token (for the sign-in sync) and who it is. */
export interface ProviderSignIn {
  provider: SocialProvider;
  accessToken: string;
  tokenType: string;
  subject: string;
  email: string | null;
}

export interface ProviderAdapter {
  authorizationUrl(env: Env, request: AuthorizationRequest): Promise<URL>;
  /** Checks the callback (state, error), exchanges the code (PKCE) and validates the answer; throws SocialSignInFailure. */
  complete(env: Env, callbackUrl: URL, expected: ExpectedCallback): Promise<ProviderSignIn>;
}

/**
 * Why a sign-in did not complete: `refused` — the shopper cancelled, or the provider refused the code or
 * its answer did not validate (a 400 for the shopper); `unavailable` — the provider or sync did not answer.
 */
export class SocialSignInFailure extends Error {
  readonly kind: 'refused' | 'unavailable';
  constructor(kind: 'refused' | 'unavailable', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}
