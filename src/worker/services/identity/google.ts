// Google sign-in, OpenID Connect through oauth4webapi: the issuer's metadata by discovery
// (GOOGLE_ISSUER_URL), the authorization code flow with PKCE (S256), state and nonce, and the ID token
// checked (issuer, audience, expiry, nonce) and its RS256 signature verified against the issuer's JWKS.
import * as oauth from 'oauth4webapi';
import * as v from 'valibot';
import { SOCIAL_SCOPES } from '../../../domain/account/social-sign-in.ts';
import type { Env } from '../../env.ts';
import { httpOptions, socialFailureOf } from './oauth-failures.ts';
import { type ProviderAdapter, SocialSignInFailure } from './provider-sign-in.ts';

/** Discovered metadata per issuer, kept for the isolate's life (it changes rarely; a restart re-reads it). */
const discovered = new Map<string, oauth.AuthorizationServer>();

async function authorizationServer(env: Env): Promise<oauth.AuthorizationServer> {
  const known = discovered.get(env.GOOGLE_ISSUER_URL);
  if (known) return known;
  const issuer = new URL(env.GOOGLE_ISSUER_URL);
  try {
    const server = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { ...httpOptions(issuer.href), algorithm: 'oidc' }),
    );
    discovered.set(env.GOOGLE_ISSUER_URL, server);
    return server;
  } catch (error) {
    throw new SocialSignInFailure('unavailable', 'Google issuer discovery failed', { cause: error });
  }
}

const EmailClaimsSchema = v.object({ email: v.optional(v.string()), email_verified: v.optional(v.boolean()) });

export const google: ProviderAdapter = {
  async authorizationUrl(env, { redirectUri, state, nonce, codeChallenge }) {
    const server = await authorizationServer(env);
    if (!server.authorization_endpoint) throw new SocialSignInFailure('unavailable', 'Google metadata has no authorization endpoint');
    const url = new URL(server.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: env.GOOGLE_CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: SOCIAL_SCOPES.google,
      state,
      ...(nonce ? { nonce } : {}),
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url;
  },

  async complete(env, callbackUrl, { redirectUri, state, nonce, codeVerifier }) {
    const server = await authorizationServer(env);
    const client: oauth.Client = { client_id: env.GOOGLE_CLIENT_ID };
    const options = httpOptions(env.GOOGLE_ISSUER_URL);
    try {
      const parameters = oauth.validateAuthResponse(server, client, callbackUrl, state);
      const auth = oauth.ClientSecretPost(env.GOOGLE_CLIENT_SECRET);
      const response = await oauth.authorizationCodeGrantRequest(server, client, auth, parameters, redirectUri, codeVerifier, options);
      const tokens = await oauth.processAuthorizationCodeResponse(server, client, response, {
        expectedNonce: nonce ?? oauth.expectNoNonce,
        requireIdToken: true,
      });
      await oauth.validateApplicationLevelSignature(server, response, options);
      const claims = oauth.getValidatedIdTokenClaims(tokens);
      if (!claims) throw new SocialSignInFailure('refused', 'Google answered without an ID token');
      const email = v.safeParse(EmailClaimsSchema, claims);
      if (!email.success) throw new SocialSignInFailure('refused', `Google ID token claims: ${v.summarize(email.issues)}`);
      return {
        provider: 'google',
        accessToken: tokens.access_token,
        tokenType: tokens.token_type,
        subject: claims.sub,
        email: email.output.email && email.output.email_verified ? email.output.email : null,
      };
    } catch (error) {
      throw socialFailureOf(error, 'Google sign-in');
    }
  },
};
