// The account API against the local commerce stand-in through the real SDK: login, the commerce token
// cookie and what the guards make of it, localized refusals and the rate limit per client IP of each
// endpoint. Registration, e-mail confirmation and the password flows: account-credentials.test.ts.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { RATE_LIMITS, type RateLimitedAction } from '../../src/domain/security/rate-limits.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { awayFromWindowEdge, ipSource, postJson } from './api-request.ts';
import { customerToken } from './commerce-fixtures.ts';
import { get } from './request.ts';

const nextIp = ipSource('198.51.100');
const de = messagesFor('de');
const PASSWORD = 'Secret123456';
/** A new customer's profile as the account API answers it (CustomerProfile), e-mail aside. */
const newProfile = {
  id: expect.any(String),
  firstName: 'Eva',
  lastName: 'Muster',
  vatId: null,
  customerType: 'private',
  hasPassword: true,
  version: expect.any(Number),
};
const newEmail = () => `eva.${crypto.randomUUID().slice(0, 8)}@example.com`;

const login = (body: unknown, host = 'de.localhost', ip: string | null = nextIp()) => postJson(`http://${host}/api/account/login`, body, { ip });
const register = (body: unknown, host = 'de.localhost', ip: string | null = nextIp()) =>
  postJson(`http://${host}/api/account/register`, body, { ip });
const resetPassword = (body: unknown, host = 'de.localhost', ip: string | null = nextIp()) =>
  postJson(`http://${host}/api/account/password-reset`, body, { ip });

/** The commerce token's Set-Cookie line (the market cookies come along in their own lines). */
const setTokenCookie = (response: Response): string | undefined =>
  response.headers.getSetCookie().find((line) => line.startsWith('__Host-commerce_token='));
/** The cookie header a browser would send back after this response. */
const tokenCookie = (response: Response) => (setTokenCookie(response) ?? '').split(';')[0] ?? '';

/** The lifetime commercetools gives a customer token, asked of the auth server directly. */
async function tokenLifetime(email: string, password: string): Promise<number> {
  const response = await fetch(`${inject('commerceUrl')}/oauth/exquip/in-store/key=de/customers/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('worker-tests:any-secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  return (await response.json<{ expires_in: number }>()).expires_in;
}

async function introspect(token: string): Promise<{ active: boolean; scope?: string }> {
  const response = await fetch(`${inject('commerceUrl')}/oauth/introspect`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('worker-tests:any-secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  return response.json();
}

describe('POST /api/account/login', () => {
  it('signs the customer in: the token cookie is httpOnly, Secure, SameSite=Strict and expires with the token', async () => {
    const email = newEmail();
    await customerToken(email);
    const response = await login({ email: email.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ customer: { ...newProfile, email }, cartId: null });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lifetime = await tokenLifetime(email, PASSWORD);
    expect(setTokenCookie(response)).toMatch(
      new RegExp(`^__Host-commerce_token=[^;]+; Max-Age=${lifetime}; Path=/; HttpOnly; Secure; SameSite=Strict$`),
    );
    const token = decodeURIComponent(tokenCookie(response).slice('__Host-commerce_token='.length));
    expect((await introspect(token)).scope).toMatch(/customer_id:[0-9a-f-]{36}/);
  });

  it('is recognised as logged in by the guards: guest-only pages go home, account pages open', async () => {
    const email = newEmail();
    await customerToken(email);
    const cookie = tokenCookie(await login({ email, password: PASSWORD }));
    const guestOnly = await get('http://de.localhost/login', { cookie });
    expect(guestOnly.status).toBe(307);
    expect(guestOnly.headers.get('location')).toBe('/');
    expect((await get('http://de.localhost/my-account/my-profile', { cookie })).status).toBe(200);
    expect((await get('http://de.localhost/login')).status).toBe(200);
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'Wrong123' })],
    ['an unknown e-mail', () => ({ email: newEmail(), password: PASSWORD })],
  ])("answers %s with 401 and the spec message in the shopper's language, setting no cookie", async (_what, body) => {
    const email = newEmail();
    await customerToken(email);
    const german = await login(body(email));
    expect(german.status).toBe(401);
    expect(await german.json()).toEqual({ error: 'login-failed', message: de['account.error.login-failed'] });
    expect(setTokenCookie(german)).toBeUndefined();
    const english = await login(body(email), 'ie.localhost');
    expect(await english.json()).toEqual({ error: 'login-failed', message: 'Customer login failed' });
  });

  it.each([
    ['malformed JSON', '{"email": "eva@example.com", "password":', 'malformed'],
    ['a body that is not an object', '"eva@example.com"', 'malformed'],
    ['an invalid e-mail', { email: 'eva@', password: PASSWORD }, 'invalid-email'],
    ['no password', { email: 'eva@example.com' }, 'missing-password'],
  ])('refuses %s with a localized 400', async (_what, body, error) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, message: de[`account.error.${error}`] });
  });

  it('refuses a body over 4 KB with 413', async () => {
    const response = await login({ email: 'eva@example.com', password: 'x'.repeat(5 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too-large', message: de['account.error.too-large'] });
  });
});

describe('rate limits per client IP', () => {
  const endpoints: [RateLimitedAction, (body: unknown, host: string, ip: string | null) => Promise<Response>][] = [
    ['login', login],
    ['registration', register],
    ['password-reset', resetPassword],
  ];

  it.each(endpoints)('%s: the request after the limit gets 429 with Retry-After, another IP still passes', async (action, send) => {
    const { limit, periodSeconds } = RATE_LIMITS[action];
    await awayFromWindowEdge(periodSeconds);
    const ip = nextIp();
    // Refused bodies count too: the limit is on attempts, before anything is read.
    for (let n = 1; n <= limit; n += 1) expect((await send('{', 'de.localhost', ip)).status, `request ${n}`).toBe(400);
    const over = await send('{', 'de.localhost', ip);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe(String(periodSeconds));
    expect(await over.json()).toEqual({ error: 'rate-limited', message: de['rateLimit.message'] });
    expect((await send('{', 'de.localhost', nextIp())).status).toBe(400);
  });

  it('counts requests without CF-Connecting-IP (local development) under one shared key', async () => {
    const { limit, periodSeconds } = RATE_LIMITS.registration;
    await awayFromWindowEdge(periodSeconds);
    for (let n = 1; n <= limit; n += 1) expect((await register('{', n % 2 ? 'de.localhost' : 'fr.localhost', null)).status).toBe(400);
    const over = await register('{', 'ie.localhost', null);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: 'rate-limited', message: 'Too many attempts. Please wait a minute and try again.' });
  });
});
