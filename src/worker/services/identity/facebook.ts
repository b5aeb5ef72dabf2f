// Facebook sign-in: OAuth 2 (Facebook Login is not OpenID Connect here) through oauth4webapi with
// state and PKCE (S256), then the person from the Graph API's `/me` with the access token.
import * as oauth from 'oauth4webapi';
import * as v from 'valibot';
import { SOCIAL_SCOPES } from '../../../domain/account/social-sign-in.ts';
import type { Env } from '../../env.ts';
import { httpOptions, socialFailureOf } from './oauth-failures.ts';
import { type ProviderAdapter, SocialSignInFailure } from './provider-sign-in.ts';

const ME_FIELDS = 'id,name,email,first_name,last_name';

const GraphMeSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.optional(v.string()),
  email: v.optional(v.string()),
  first_name: v.optional(v.string()),
  last_name: v.optional(v.string()),
});

/** Facebook publishes no discovery document; its two endpoints come from configuration. */
const authorizationServer = (env: Env): oauth.AuthorizationServer => ({
  issuer: 'https://www.facebook.com',
  authorization_endpoint: env.FACEBOOK_AUTHORIZE_URL,
  token_endpoint: `${env.FACEBOOK_GRAPH_URL}/oauth/access_token`,
});

export const facebook: ProviderAdapter = {
  async authorizationUrl(env, { redirectUri, state, codeChallenge }) {
    const url = new URL(env.FACEBOOK_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      client_id: env.FACEBOOK_APP_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: SOCIAL_SCOPES.facebook,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url;
  },

  async complete(env, callbackUrl, { redirectUri, state, codeVerifier }) {
    const server = authorizationServer(env);
    const client: oauth.Client = { client_id: env.FACEBOOK_APP_ID };
    const options = httpOptions(env.FACEBOOK_GRAPH_URL);
    try {
      const parameters = oauth.validateAuthResponse(server, client, callbackUrl, state);
      const auth = oauth.ClientSecretPost(env.FACEBOOK_APP_SECRET);
      const response = await oauth.authorizationCodeGrantRequest(server, client, auth, parameters, redirectUri, codeVerifier, options);
      const tokens = await oauth.processAuthorizationCodeResponse(server, client, response);
      const me = await oauth.protectedResourceRequest(
        tokens.access_token,
        'GET',
        new URL(`${env.FACEBOOK_GRAPH_URL}/me?fields=${ME_FIELDS}`),
        undefined,
        undefined,
        options,
      );
      const person = v.safeParse(GraphMeSchema, await me.json().catch(() => null));
      if (!me.ok || !person.success) throw new SocialSignInFailure('refused', `Graph /me answered ${me.status}`);
      return {
        provider: 'facebook',
        accessToken: tokens.access_token,
        tokenType: tokens.token_type,
        subject: person.output.id,
        email: person.output.email ?? null,
      };
    } catch (error) {
      throw socialFailureOf(error, 'Facebook sign-in');
    }
  },
};
