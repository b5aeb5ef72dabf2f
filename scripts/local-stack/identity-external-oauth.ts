// commercetools' External OAuth (project setting `externalOAuth {url, authorizationHeader}`), which the
// emulator stores but never uses: a bearer token the auth server did not issue is introspected at the
// project's external endpoint (RFC 7662, with the configured Authorization header); an active answer
// whose scope holds `customer_id:…` makes it a customer token until its `exp`. Here the token is then
// kept in the emulator's token store and the token ledger (token-ledger.ts) with the external expiry, so
// every later check (`/me` scoping, `/oauth/introspect`, expiry) treats it like a password-flow token. The shop's social sign-in receives such tokens from the sign-in
// sync (identity-sync.ts), the project's one external introspection endpoint.
import type { CommercetoolsMock, InMemoryStorage } from '@labdigital/commercetools-mock';
import * as v from 'valibot';
import type { TokenLedger } from './token-ledger.ts';
import { invalidToken } from './token-lifecycle.ts';

const ExternalOAuthSchema = v.object({ url: v.string(), authorizationHeader: v.string() });
const IntrospectionSchema = v.object({ active: v.boolean(), scope: v.optional(v.string()), exp: v.optional(v.number()) });

interface StoredToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

const bearer = (header: unknown) => (typeof header === 'string' ? /^Bearer\s+(\S+)$/.exec(header)?.[1] : undefined);

export function honourExternalOAuth(mock: CommercetoolsMock, storage: InMemoryStorage, projectKey: string, ledger: TokenLedger): void {
  const known = (token: string) => {
    const tokens: unknown = Reflect.get(mock.authStore(), 'tokens');
    return (
      Array.isArray(tokens) &&
      tokens.some((stored: unknown) => typeof stored === 'object' && stored !== null && Reflect.get(stored, 'access_token') === token)
    );
  };

  /** Tokens taken from the external server: asked again on every use, as it may have ended them since. */
  const adopted = new Set<string>();

  /** Introspects an unknown token at the project's external endpoint and keeps it when it is an active customer token. */
  /** False when the token is one taken from the external server that it no longer honours. */
  const adopt = async (token: string): Promise<boolean> => {
    if (known(token) && !adopted.has(token)) return true;
    const project = await storage.getProject(projectKey);
    const external = v.safeParse(ExternalOAuthSchema, Reflect.get(project, 'externalOAuth'));
    if (!external.success) return true;
    try {
      const response = await fetch(external.output.url, {
        method: 'POST',
        headers: { authorization: external.output.authorizationHeader, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
        signal: AbortSignal.timeout(500),
      });
      const answer = v.safeParse(IntrospectionSchema, await response.json());
      if (!response.ok || !answer.success || !answer.output.active || !answer.output.scope?.includes('customer_id:')) {
        if (!adopted.has(token)) return true;
        ledger.revoke(token, 'access_token');
        return false;
      }
      if (adopted.has(token)) return true;
      const expiresIn = Math.floor((answer.output.exp ?? 0) - Date.now() / 1000);
      if (expiresIn <= 0) return true;
      adopted.add(token);
      const stored: StoredToken = { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: answer.output.scope };
      mock.authStore().addToken(stored);
      // The ledger gives every token it records commercetools' own lifetime; this one ends when the external server says.
      ledger.age(token, expiresIn);
    } catch (error) {
      // commercetools answers the request as unauthorised when the endpoint fails (or takes over 500 ms).
      process.stderr.write(`external OAuth introspection failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    return true;
  };

  mock.app.addHook('preHandler', async (request, reply) => {
    const fromHeader = bearer(request.headers.authorization);
    const body: unknown = request.body;
    const introspected =
      request.url.endsWith('/oauth/introspect') && typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string'
        ? body.token
        : undefined;
    const token = fromHeader ?? introspected;
    const honoured = token === undefined || (await adopt(token));
    // An API call with an ended external token is refused; introspection answers `active: false` by itself.
    if (!honoured && fromHeader !== undefined && !request.url.startsWith('/oauth/')) return reply.status(401).send(invalidToken('invalid_token'));
  });
}

/** Points the project's External OAuth at the sign-in sync's introspection, as one would in the Merchant Center. */
export async function connectExternalOAuth(
  commerceUrl: string,
  projectKey: string,
  introspectionUrl: string,
  authorizationHeader: string,
): Promise<void> {
  const tokenResponse = await fetch(`${commerceUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('local-stack:local-stack')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = v.parse(v.object({ access_token: v.string() }), await tokenResponse.json());
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const project = v.parse(v.object({ version: v.number() }), await (await fetch(`${commerceUrl}/${projectKey}`, { headers })).json());
  const response = await fetch(`${commerceUrl}/${projectKey}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      version: project.version,
      actions: [{ action: 'setExternalOAuth', externalOAuth: { url: introspectionUrl, authorizationHeader } }],
    }),
  });
  if (!response.ok) throw new Error(`setExternalOAuth answered ${response.status}: ${await response.text()}`);
}
