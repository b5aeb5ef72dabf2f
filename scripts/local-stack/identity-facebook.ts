// Facebook Login (OAuth 2, not OpenID Connect) and the Graph API's `/me`, under `/facebook`:
//   GET  /facebook/dialog/oauth                consent page ('Continue as Eva', 'Cancel'); POST: the choice
//   GET|POST /facebook/graph/oauth/access_token  authorization code (+ PKCE S256) → access token
//   GET  /facebook/graph/me?fields=…           the person's fields asked for (id, name, email, first_name, last_name)
// Production: https://www.facebook.com/v21.0/dialog/oauth and https://graph.facebook.com/v21.0.
import { LOCAL_IDENTITY } from './identity-config.ts';
import { ACCESS_TOKEN_TTL_SECONDS, createGrants } from './identity-grants.ts';
import { bearerToken, clientCredentials, formOf, html, json, redirect } from './identity-http.ts';
import { consentPage } from './identity-page.ts';
import { type Person, personOf } from './identity-people.ts';

/** Graph API errors look like this (OAuthException, code 100 / 190). */
const graphError = (status: number, message: string, code: number) => json(status, { error: { message, type: 'OAuthException', code } });

const fieldsOf = (person: Person): Record<string, string> => ({
  id: person.facebookId,
  name: `${person.givenName} ${person.familyName}`,
  email: person.email,
  first_name: person.givenName,
  last_name: person.familyName,
});

export function createFacebookStandIn(client = LOCAL_IDENTITY.facebook) {
  const grants = createGrants();

  const dialogProblem = (query: URLSearchParams): string | null => {
    if (query.get('client_id') !== client.clientId) return 'Invalid App ID.';
    if (!query.get('redirect_uri')) return 'Missing redirect_uri.';
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) return 'code_challenge (S256) is required.';
    return null;
  };

  return async (request: Request, base: string): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.slice('/facebook'.length);
    if (path === '/dialog/oauth' && request.method === 'GET') {
      const problem = dialogProblem(url.searchParams);
      if (problem) return graphError(400, problem, 100);
      return html(consentPage({ providerName: 'Facebook', action: `${base}/dialog/oauth`, request: url.searchParams, clientName: 'Exquip' }));
    }
    if (path === '/dialog/oauth' && request.method === 'POST') {
      const form = await formOf(request);
      const problem = dialogProblem(form);
      if (problem) return graphError(400, problem, 100);
      const back = new URL(form.get('redirect_uri') ?? '');
      const state = form.get('state');
      if (state) back.searchParams.set('state', state);
      if (form.get('decision') !== 'allow') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_reason', 'user_denied');
        return redirect(back.href);
      }
      const code = grants.issueCode({
        clientId: client.clientId,
        redirectUri: form.get('redirect_uri') ?? '',
        codeChallenge: form.get('code_challenge') ?? '',
        nonce: undefined,
        scope: form.get('scope') ?? '',
        person: personOf(form.get('email') ?? '', form.get('given_name') ?? '', form.get('family_name') ?? ''),
      });
      back.searchParams.set('code', code);
      return redirect(back.href);
    }
    if (path === '/graph/oauth/access_token') {
      const form = await formOf(request);
      const credentials = clientCredentials(request, form);
      if (credentials?.id !== client.clientId || credentials.secret !== client.clientSecret) {
        return graphError(400, 'Error validating client secret.', 1);
      }
      const redeemed = grants.redeem(form.get('code') ?? '', {
        clientId: credentials.id,
        redirectUri: form.get('redirect_uri') ?? '',
        codeVerifier: form.get('code_verifier') ?? '',
      });
      if (!redeemed.ok) return graphError(400, `Invalid verification code format. ${redeemed.error}`, 100);
      return json(200, { access_token: redeemed.accessToken, token_type: 'bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS });
    }
    if (path === '/graph/me' && request.method === 'GET') {
      const person = grants.personOfToken(bearerToken(request) ?? url.searchParams.get('access_token'));
      if (!person) return graphError(401, 'Invalid OAuth access token.', 190);
      const all = fieldsOf(person);
      const asked = (url.searchParams.get('fields') ?? 'id,name').split(',');
      return json(200, Object.fromEntries(asked.filter((field) => field in all).map((field) => [field, all[field]])));
    }
    return graphError(404, `Unknown path components: ${path}`, 2500);
  };
}
