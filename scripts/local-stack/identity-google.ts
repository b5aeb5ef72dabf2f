// Google's OpenID Connect provider, as the shop meets it, under `/google` of the services stand-in:
//   GET  /google/.well-known/openid-configuration   issuer discovery (issuer = {origin}/google)
//   GET  /google/jwks                               the RS256 signing key of the ID tokens
//   GET  /google/authorize                          consent page ('Continue as Eva', 'Cancel'); POST: the choice
//   POST /google/token                              authorization code (+ PKCE S256) → access token and ID token
//   GET  /google/userinfo                           the signed-in person's claims (Bearer access token)
// The ID token carries the request's nonce; every request parameter Google checks is checked here.
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { LOCAL_IDENTITY } from './identity-config.ts';
import { ACCESS_TOKEN_TTL_SECONDS, createGrants, type Grants } from './identity-grants.ts';
import { bearerToken, clientCredentials, formOf, html, json, oauthError, redirect } from './identity-http.ts';
import { consentPage } from './identity-page.ts';
import { type Person, personOf } from './identity-people.ts';

const ID_TOKEN_TTL_SECONDS = 3_600;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const claimsOf = (person: Person) => ({
  sub: person.googleSub,
  email: person.email,
  email_verified: true,
  name: `${person.givenName} ${person.familyName}`,
  given_name: person.givenName,
  family_name: person.familyName,
});

export function createGoogleStandIn(client = LOCAL_IDENTITY.google) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const grants: Grants = createGrants();

  const idToken = (issuer: string, person: Person, nonce: string | undefined) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: issuer,
      aud: client.clientId,
      azp: client.clientId,
      iat: now,
      exp: now + ID_TOKEN_TTL_SECONDS,
      ...claimsOf(person),
      nonce,
    };
    const input = `${base64url({ alg: 'RS256', kid, typ: 'JWT' })}.${base64url(payload)}`;
    return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
  };

  const authorizeRequestProblem = (query: URLSearchParams): string | null => {
    if (query.get('client_id') !== client.clientId) return 'The OAuth client was not found (invalid_client).';
    if (query.get('response_type') !== 'code') return 'Unsupported response_type.';
    if (!query.get('redirect_uri')) return 'Missing required parameter: redirect_uri.';
    if (!(query.get('scope') ?? '').split(' ').includes('openid')) return 'Missing scope openid.';
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) return 'PKCE (S256) is required.';
    return null;
  };

  return async (request: Request, issuer: string): Promise<Response> => {
    const path = new URL(request.url).pathname.slice('/google'.length);
    if (path === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['plain', 'S256'],
        claims_supported: ['aud', 'email', 'email_verified', 'exp', 'family_name', 'given_name', 'iat', 'iss', 'name', 'sub'],
      });
    }
    if (path === '/jwks') return json(200, { keys: [jwk] });
    if (path === '/authorize' && request.method === 'GET') {
      const query = new URL(request.url).searchParams;
      const problem = authorizeRequestProblem(query);
      if (problem) return json(400, { error: 'invalid_request', error_description: problem });
      return html(consentPage({ providerName: 'Google', action: `${issuer}/authorize`, request: query, clientName: 'Exquip' }));
    }
    if (path === '/authorize' && request.method === 'POST') {
      const form = await formOf(request);
      const problem = authorizeRequestProblem(form);
      if (problem) return json(400, { error: 'invalid_request', error_description: problem });
      const back = new URL(form.get('redirect_uri') ?? '');
      const state = form.get('state');
      if (state) back.searchParams.set('state', state);
      if (form.get('decision') !== 'allow') {
        back.searchParams.set('error', 'access_denied');
        return redirect(back.href);
      }
      const person = personOf(form.get('email') ?? '', form.get('given_name') ?? '', form.get('family_name') ?? '');
      const code = grants.issueCode({
        clientId: client.clientId,
        redirectUri: form.get('redirect_uri') ?? '',
        codeChallenge: form.get('code_challenge') ?? '',
        nonce: form.get('nonce') ?? undefined,
        scope: form.get('scope') ?? '',
        person,
      });
      back.searchParams.set('code', code);
      return redirect(back.href);
    }
    if (path === '/token' && request.method === 'POST') {
      const form = await formOf(request);
      const credentials = clientCredentials(request, form);
      if (credentials?.id !== client.clientId || credentials.secret !== client.clientSecret) {
        return oauthError(401, 'invalid_client', 'The OAuth client was not found.');
      }
      if (form.get('grant_type') !== 'authorization_code') return oauthError(400, 'unsupported_grant_type', 'Invalid grant_type.');
      const redeemed = grants.redeem(form.get('code') ?? '', {
        clientId: credentials.id,
        redirectUri: form.get('redirect_uri') ?? '',
        codeVerifier: form.get('code_verifier') ?? '',
      });
      if (!redeemed.ok) return oauthError(400, 'invalid_grant', redeemed.error);
      return json(200, {
        access_token: redeemed.accessToken,
        expires_in: ACCESS_TOKEN_TTL_SECONDS,
        token_type: 'Bearer',
        scope: redeemed.scope,
        id_token: idToken(issuer, redeemed.person, redeemed.nonce),
      });
    }
    if (path === '/userinfo') {
      const person = grants.personOfToken(bearerToken(request));
      if (!person) return json(401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
      return json(200, claimsOf(person));
    }
    return json(404, { error: 'not_found', error_description: `No Google stand-in endpoint ${path}` });
  };
}
