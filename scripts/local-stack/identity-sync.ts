// The sign-in sync of spec part 2 §7.5 and the external OAuth server of the commercetools project, under
// `/identity` of the services stand-in (in production the shop's identity middleware):
//   POST /identity/sign-in-sync   {accessToken, tokenType, provider, sessionTtl} (Bearer = the shop's key):
//                                 reads the person at the provider with that token (Google userinfo, Graph
//                                 /me), finds the commercetools customer by the provider's id (externalId
//                                 `{provider}:{id}`) or e-mail, creates one (verified e-mail, ExternalAuth) if
//                                 new, and answers a customer token for commercetools that lives sessionTtl s:
//                                 {accessToken, tokenType, expiresIn, customerId, created}
//   POST /identity/introspect     RFC 7662 for commercetools (project `externalOAuth`): {active, scope, exp}
//   POST /identity/revoke         RFC 7009 for the shop (Bearer = the shop's key, form `token`): sign-out ends
//                                 the token here, since commercetools cannot revoke a token it did not issue
// commercetools takes one external introspection endpoint per project; this is it.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { type IdentityProvider, LOCAL_IDENTITY } from './identity-config.ts';
import { bearerToken, json } from './identity-http.ts';

const SyncRequestSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  tokenType: v.pipe(
    v.string(),
    v.check((type) => type.toLowerCase() === 'bearer', 'tokenType must be Bearer'),
  ),
  provider: v.picklist(['google', 'facebook']),
  sessionTtl: v.pipe(v.number(), v.integer(), v.minValue(60), v.maxValue(2_592_000)),
});

const GoogleUserinfoSchema = v.object({
  sub: v.string(),
  email: v.optional(v.string()),
  email_verified: v.optional(v.boolean()),
  given_name: v.optional(v.string()),
  family_name: v.optional(v.string()),
});
const FacebookMeSchema = v.object({
  id: v.string(),
  email: v.optional(v.string()),
  first_name: v.optional(v.string()),
  last_name: v.optional(v.string()),
});
const CustomerSchema = v.object({
  id: v.string(),
  version: v.number(),
  externalId: v.optional(v.nullable(v.string())),
  isEmailVerified: v.optional(v.boolean()),
  authenticationMode: v.optional(v.string()),
});
const CustomerQuerySchema = v.object({ results: v.array(CustomerSchema) });
const ClientTokenSchema = v.object({ access_token: v.string() });

interface Identity {
  provider: IdentityProvider;
  id: string;
  /** Only an address the provider has verified; Facebook returns only confirmed addresses. */
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface CommerceTarget {
  url: string;
  projectKey: string;
}

/** The scopes of a commercetools customer token (password flow), bound to the customer by `customer_id`. */
const customerScope = (projectKey: string, customerId: string) =>
  ['manage_my_profile', 'manage_my_orders', 'manage_my_shopping_lists', 'manage_my_payments', 'view_published_products', 'create_anonymous_token']
    .map((scope) => `${scope}:${projectKey}`)
    .concat(`customer_id:${customerId}`)
    .join(' ');

export function createSignInSync(commerce: () => CommerceTarget | null) {
  const sessions = new Map<string, { scope: string; exp: number }>();

  async function identityAt(origin: string, provider: IdentityProvider, accessToken: string): Promise<Identity | null> {
    const headers = { authorization: `Bearer ${accessToken}` };
    if (provider === 'google') {
      const response = await fetch(`${origin}/google/userinfo`, { headers });
      const info = v.safeParse(GoogleUserinfoSchema, await response.json().catch(() => null));
      if (!response.ok || !info.success) return null;
      const { sub, email, email_verified, given_name, family_name } = info.output;
      return { provider, id: sub, email: email && email_verified ? email : null, firstName: given_name ?? '', lastName: family_name ?? '' };
    }
    const response = await fetch(`${origin}/facebook/graph/me?fields=id,email,first_name,last_name`, { headers });
    const me = v.safeParse(FacebookMeSchema, await response.json().catch(() => null));
    if (!response.ok || !me.success) return null;
    return { provider, id: me.output.id, email: me.output.email ?? null, firstName: me.output.first_name ?? '', lastName: me.output.last_name ?? '' };
  }

  async function commerceCall(target: CommerceTarget, path: string, init: RequestInit = {}): Promise<unknown> {
    const tokenResponse = await fetch(`${target.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa('identity-sync:identity-sync-secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const token = v.parse(ClientTokenSchema, await tokenResponse.json());
    const response = await fetch(`${target.url}/${target.projectKey}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    });
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`commerce ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  /**
   * The customer of this identity: by provider id, else by verified e-mail (linking the id), else a new one.
   * An account of that e-mail whose address was never confirmed may have been registered by someone else
   * (account pre-hijacking): its password is dropped (ExternalAuth) before the provider's owner gets it.
   */
  async function customerOf(target: CommerceTarget, identity: Identity): Promise<{ id: string; created: boolean }> {
    const externalId = `${identity.provider}:${identity.id}`;
    const find = async (where: string) =>
      v.parse(CustomerQuerySchema, await commerceCall(target, `/customers?where=${encodeURIComponent(where)}&limit=1`)).results[0];
    const byId = await find(`externalId="${externalId}"`);
    if (byId) return { id: byId.id, created: false };
    if (!identity.email) throw new Error('no verified e-mail address');
    const byEmail = await find(`lowercaseEmail="${identity.email.toLowerCase()}"`);
    if (byEmail) {
      const unconfirmedPassword = byEmail.isEmailVerified !== true && byEmail.authenticationMode !== 'ExternalAuth';
      const actions = [
        ...(byEmail.externalId ? [] : [{ action: 'setExternalId', externalId }]),
        ...(unconfirmedPassword ? [{ action: 'setAuthenticationMode', authMode: 'ExternalAuth' }] : []),
      ];
      if (actions.length > 0) {
        await commerceCall(target, `/customers/${byEmail.id}`, { method: 'POST', body: JSON.stringify({ version: byEmail.version, actions }) });
      }
      return { id: byEmail.id, created: false };
    }
    const created = v.parse(
      v.object({ customer: CustomerSchema }),
      await commerceCall(target, '/customers', {
        method: 'POST',
        body: JSON.stringify({
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          isEmailVerified: true,
          authenticationMode: 'ExternalAuth',
          externalId,
        }),
      }),
    );
    return { id: created.customer.id, created: true };
  }

  return async (request: Request, origin: string): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (path === '/identity/sign-in-sync' && request.method === 'POST') {
      if (bearerToken(request) !== LOCAL_IDENTITY.syncApiKey) return json(401, { error: 'unauthorized' });
      const body = v.safeParse(SyncRequestSchema, await request.json().catch(() => null));
      if (!body.success) return json(400, { error: 'invalid_request', message: v.summarize(body.issues) });
      const target = commerce();
      if (!target) return json(503, { error: 'commerce_unavailable' });
      const identity = await identityAt(origin, body.output.provider, body.output.accessToken);
      if (!identity) return json(401, { error: 'invalid_provider_token' });
      if (!identity.email) return json(422, { error: 'email_required', message: 'The provider gave no verified e-mail address.' });
      const customer = await customerOf(target, identity);
      const accessToken = randomBytes(32).toString('base64url');
      const expiresIn = body.output.sessionTtl;
      sessions.set(accessToken, { scope: customerScope(target.projectKey, customer.id), exp: Math.floor(Date.now() / 1000) + expiresIn });
      return json(200, { accessToken, tokenType: 'Bearer', expiresIn, customerId: customer.id, created: customer.created });
    }
    if (path === '/identity/introspect' && request.method === 'POST') {
      if (request.headers.get('authorization') !== LOCAL_IDENTITY.introspectionAuthorization) return json(401, { error: 'invalid_client' });
      const token = new URLSearchParams(await request.text()).get('token') ?? '';
      const session = sessions.get(token);
      if (!session || session.exp <= Date.now() / 1000) return json(200, { active: false });
      return json(200, { active: true, scope: session.scope, exp: session.exp });
    }
    if (path === '/identity/revoke' && request.method === 'POST') {
      if (bearerToken(request) !== LOCAL_IDENTITY.syncApiKey) return json(401, { error: 'invalid_client' });
      sessions.delete(new URLSearchParams(await request.text()).get('token') ?? '');
      return new Response(null, { status: 200 });
    }
    return json(404, { error: 'not_found' });
  };
}
