// The commerce stand-in's tokens live and die as commercetools' do: a lifetime set at start, refresh
// grants that keep the customer and honour revocation, `POST /oauth/token/revoke`, introspection and the
// API refusing an expired or revoked token with 401 invalid_token. Over HTTP, as the worker calls it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceServer, type CommerceServer } from './commerce-server.ts';

const BASIC = `Basic ${btoa('client:secret')}`;
const EMAIL = 'tokens@example.com';
const PASSWORD = 'a-long-password-1';

let server: CommerceServer;

const form = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

async function clientToken(): Promise<string> {
  const body = (await (await form('/oauth/token', { grant_type: 'client_credentials' })).json()) as { access_token: string };
  return body.access_token;
}

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
}

const passwordToken = async (): Promise<TokenAnswer> =>
  (await (
    await form(`/oauth/${server.projectKey}/customers/token`, { grant_type: 'password', username: EMAIL, password: PASSWORD })
  ).json()) as TokenAnswer;

const introspect = async (token: string) =>
  (await (await form('/oauth/introspect', { token })).json()) as { active: boolean; exp?: number; scope?: string };

const me = (token: string) => fetch(`${server.url}/${server.projectKey}/me`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  server = await startCommerceServer({ port: 0, tokenLifetimes: { customerAccessSeconds: 600, customerRefreshSeconds: 3600 } });
  const created = await fetch(`${server.url}/${server.projectKey}/customers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await clientToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(created.status).toBe(201);
}, 20_000);
afterAll(() => server?.close());

describe('customer tokens of the commerce stand-in', () => {
  it('live as long as configured; introspection tells the expiry', async () => {
    const token = await passwordToken();
    expect(token.expires_in).toBe(600);
    const seen = await introspect(token.access_token);
    expect(seen.active).toBe(true);
    expect(Math.abs((seen.exp ?? 0) - (Math.floor(Date.now() / 1000) + 600))).toBeLessThanOrEqual(2);
    expect((await me(token.access_token)).status).toBe(200);
  });

  it('are refused once expired (401 invalid_token) and introspected inactive', async () => {
    const token = await passwordToken();
    const aged = await fetch(`${server.url}/__tokens/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token.access_token, inSeconds: 0 }),
    });
    expect(aged.status).toBe(200);
    const refused = await me(token.access_token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ errors: [{ code: 'invalid_token' }] });
    expect((await introspect(token.access_token)).active).toBe(false);
  });

  it('refresh into a new token of the same customer, under the same refresh token', async () => {
    const token = await passwordToken();
    const refreshed = (await (
      await form('/oauth/token', { grant_type: 'refresh_token', refresh_token: token.refresh_token ?? '' })
    ).json()) as TokenAnswer;
    expect(refreshed.access_token).not.toBe(token.access_token);
    expect(refreshed.scope).toBe(token.scope);
    expect(refreshed.scope).toMatch(/customer_id:/);
    expect(refreshed.expires_in).toBe(600);
    expect((await introspect(refreshed.access_token)).active).toBe(true);
  });

  it('revoke an access token: refused by the API and introspection, its refresh token still refreshes', async () => {
    const token = await passwordToken();
    expect((await form('/oauth/token/revoke', { token: token.access_token, token_type_hint: 'access_token' })).status).toBe(200);
    expect((await me(token.access_token)).status).toBe(401);
    expect((await introspect(token.access_token)).active).toBe(false);
    expect((await form('/oauth/token', { grant_type: 'refresh_token', refresh_token: token.refresh_token ?? '' })).status).toBe(200);
  });

  it('revoke a refresh token: no more refresh grants, and its access tokens end too', async () => {
    const token = await passwordToken();
    expect((await form('/oauth/token/revoke', { token: token.refresh_token ?? '', token_type_hint: 'refresh_token' })).status).toBe(200);
    const grant = await form('/oauth/token', { grant_type: 'refresh_token', refresh_token: token.refresh_token ?? '' });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ errors: [{ error: 'invalid_grant' }] });
    expect((await introspect(token.access_token)).active).toBe(false);
  });

  it('revocation needs client credentials and answers 200 for an unknown token', async () => {
    const anonymous = await fetch(`${server.url}/oauth/token/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=abc',
    });
    expect(anonymous.status).toBe(401);
    expect((await form('/oauth/token/revoke', { token: 'never-issued-token' })).status).toBe(200);
  });
});
