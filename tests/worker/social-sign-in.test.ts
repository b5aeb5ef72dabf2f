// Google (OpenID Connect) and Facebook (OAuth 2 + Graph /me) sign-in through the local stand-ins of both
// providers and of the sign-in sync: the shopper ends signed in as a commercetools customer (created on
// the first visit with a verified e-mail, found again on the next), and every way the flow can be
// broken — a tampered state, a wrong nonce, a replayed code, a cancelled consent — ends on a 400 page in
// the shopper's language with no session.
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../src/domain/markets/market-cookies.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { get, newClientIp, send, textOf } from './request.ts';
import { productOnStock } from './seed.ts';

const STATE_COOKIE = '__Host-social_sign_in';
type Provider = 'google' | 'facebook';

const cookieOf = (response: Response, name: string): string | undefined =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];

interface Person {
  email: string;
  givenName: string;
  familyName: string;
}
const newPerson = (): Person => ({ email: `social.${crypto.randomUUID().slice(0, 8)}@example.com`, givenName: 'Eva', familyName: 'Nováková' });

async function start(provider: Provider, host = 'de.localhost', query = '') {
  const response = await get(`http://${host}/auth/${provider}/start${query}`, { ip: newClientIp() });
  expect(response.status).toBe(302);
  const stateCookie = cookieOf(response, STATE_COOKIE);
  expect(stateCookie).toBeDefined();
  return { authorize: new URL(response.headers.get('location') ?? ''), stateCookie: stateCookie ?? '', setCookie: response.headers.getSetCookie() };
}

/** The shopper's click on the provider's consent page ('Continue as …' or 'Cancel'): where the provider sends them back. */
async function consent(
  authorize: URL,
  person: Person,
  decision: 'allow' | 'cancel' = 'allow',
  tweak?: (form: URLSearchParams) => void,
): Promise<URL> {
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Continue as Eva');
  const form = new URLSearchParams(authorize.searchParams);
  form.set('decision', decision);
  form.set('email', person.email);
  form.set('given_name', person.givenName);
  form.set('family_name', person.familyName);
  tweak?.(form);
  const answer = await fetch(`${authorize.origin}${authorize.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

async function signIn(provider: Provider, person: Person, host = 'de.localhost', query = '') {
  const { authorize, stateCookie } = await start(provider, host, query);
  const back = await consent(authorize, person);
  return get(back.href, { cookie: stateCookie, ip: newClientIp() });
}

/** Where a successful sign-in's page moves on to by itself (signed-in-hop.ts), or null for any other answer. */
async function landing(response: Response): Promise<string | null> {
  if (response.status !== 200) return null;
  const refresh = /<meta http-equiv="refresh" content="0;url=([^"]*)">/.exec(await response.clone().text())?.[1];
  return refresh ? refresh.replace(/&amp;/g, '&') : null;
}

async function me(tokenCookie: string, host = 'de.localhost') {
  const response = await get(`http://${host}/api/account/me`, { cookie: tokenCookie });
  return { status: response.status, body: await response.json<{ customer?: { email: string; firstName: string; lastName: string } }>() };
}

async function customerOf(email: string): Promise<{ id: string; isEmailVerified: boolean; externalId?: string }[]> {
  const base = inject('commerceUrl');
  const token = await (
    await fetch(`${base}/oauth/token?grant_type=client_credentials`, { method: 'POST', headers: { authorization: `Basic ${btoa('tests:any')}` } })
  ).json<{ access_token: string }>();
  const found = await fetch(`${base}/exquip/customers?where=${encodeURIComponent(`lowercaseEmail="${email}"`)}`, {
    headers: { authorization: `Bearer ${token.access_token}` },
  });
  return (await found.json<{ results: { id: string; isEmailVerified: boolean; externalId?: string }[] }>()).results;
}

describe('social sign-in: start', () => {
  it('sends the shopper to Google with scopes, state, nonce and PKCE S256, kept in a signed httpOnly cookie', async () => {
    const { authorize, setCookie } = await start('google');
    expect(authorize.href.startsWith(`${inject('servicesUrl')}/google/authorize?`)).toBe(true);
    const query = authorize.searchParams;
    expect(query.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(query.get('response_type')).toBe('code');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('state')?.length).toBeGreaterThanOrEqual(20);
    expect(query.get('nonce')?.length).toBeGreaterThanOrEqual(20);
    expect(query.get('redirect_uri')).toBe('http://de.localhost/auth/google/callback');
    const line = setCookie.find((cookie) => cookie.startsWith(`${STATE_COOKIE}=`)) ?? '';
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Secure/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=600/i);
    // Nothing readable in the cookie gives the verifier away as plain text next to the challenge.
    expect(line).not.toContain(query.get('code_challenge') ?? '-');
  });

  it('asks Facebook for public_profile and email with state and PKCE, and no nonce', async () => {
    const { authorize } = await start('facebook');
    expect(authorize.href.startsWith(`${inject('servicesUrl')}/facebook/dialog/oauth?`)).toBe(true);
    expect(authorize.searchParams.get('scope')).toBe('public_profile,email');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeNull();
  });

  it('gives one client twenty starts or callbacks a minute, then a 429 page in the shopper language that starts nothing', async () => {
    const ip = newClientIp();
    for (let attempt = 0; attempt < 20; attempt++) expect((await get('http://de.localhost/auth/google/start', { ip })).status).toBe(302);
    const refused = await get('http://de.localhost/auth/facebook/start', { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('cache-control')).toContain('no-store');
    expect(cookieOf(refused, STATE_COOKIE)).toBeUndefined();
    expect(textOf(await refused.text())).toContain(messagesFor('de')['social.failed.title']);
  });

  it('answers an unknown provider with the not-found page', async () => {
    expect((await get('http://de.localhost/auth/twitter/start')).status).toBe(404);
  });
});

describe('social sign-in: happy paths', () => {
  it('Google: a new shopper ends signed in as a new customer with a verified e-mail, on /my-account', async () => {
    const person = newPerson();
    const callback = await signIn('google', person);
    expect(await landing(callback)).toBe('/my-account');
    expect(callback.headers.get('cache-control')).toContain('no-store');
    const token = cookieOf(callback, COOKIE_NAMES.commerceToken);
    expect(token).toBeDefined();
    // The state is spent.
    expect(callback.headers.getSetCookie().some((line) => line.startsWith(`${STATE_COOKIE}=;`))).toBe(true);
    const signedIn = await me(token ?? '');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.customer).toMatchObject({ email: person.email, firstName: 'Eva', lastName: 'Nováková' });
    const [customer, ...others] = await customerOf(person.email);
    expect(others).toEqual([]);
    expect(customer?.isEmailVerified).toBe(true);
  });

  it('a customer who only signs in with Google has no password: the profile page offers no change, the API refuses one', async () => {
    const callback = await signIn('google', newPerson());
    const token = cookieOf(callback, COOKIE_NAMES.commerceToken) ?? '';
    const profile = await get('http://de.localhost/my-account/my-profile', { cookie: token });
    expect(profile.status).toBe(200);
    const html = await profile.text();
    expect(textOf(html)).toContain(messagesFor('de')['account.password.external']);
    expect(html).not.toContain('name="currentPassword"');
    const change = await send('http://de.localhost/api/account/password', {
      body: { currentPassword: 'anything-1', newPassword: 'Secret123456', newPasswordAgain: 'Secret123456' },
      cookie: token,
    });
    expect(change.status).toBe(400);
    expect(await change.json()).toMatchObject({ error: 'no-password', message: messagesFor('de')['account.password.external'] });
  });

  it('Facebook: the same person signs in again and is the same customer; the return path is kept', async () => {
    const person = newPerson();
    const first = await signIn('facebook', person, 'de.localhost', `?return=${encodeURIComponent('/checkout/addresses')}`);
    expect(await landing(first)).toBe('/checkout/addresses');
    const second = await signIn('facebook', person);
    expect(await landing(second)).toBe('/my-account');
    const again = await me(cookieOf(second, COOKIE_NAMES.commerceToken) ?? '');
    expect(again.body.customer?.email).toBe(person.email);
    expect(await customerOf(person.email)).toHaveLength(1);
  });

  it('Google after Facebook with the same e-mail address finds the same customer', async () => {
    const person = newPerson();
    expect(await landing(await signIn('facebook', person))).toBe('/my-account');
    expect(await landing(await signIn('google', person))).toBe('/my-account');
    expect(await customerOf(person.email)).toHaveLength(1);
  });

  it('a seeded LT tier customer signing in with Google is found by e-mail and gets the customer_group cookie', async () => {
    const callback = await signIn('google', { email: 'tier-2@example.lt', givenName: 'Rūta', familyName: 'Tier 2' }, 'lt.localhost');
    expect(await landing(callback)).toBe('/my-account');
    const group = callback.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE_NAMES.customerGroup}=`)) ?? '';
    expect(group).toMatch(/^customer_group=tier-2;/);
    expect(group).toMatch(/Max-Age=31536000/);
    expect(group).not.toMatch(/HttpOnly/i);
    expect(await customerOf('tier-2@example.lt')).toHaveLength(1);
  });

  it('sign-out ends the social token at the sign-in sync too (commercetools cannot revoke it)', async () => {
    const callback = await signIn('google', newPerson());
    const token = cookieOf(callback, COOKIE_NAMES.commerceToken) ?? '';
    const atSync = async () =>
      (
        await fetch(`${inject('servicesUrl')}/identity/introspect`, {
          method: 'POST',
          headers: { authorization: 'Bearer local-external-oauth-introspection', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: decodeURIComponent(token.slice(token.indexOf('=') + 1)) }),
        })
      ).json<{ active: boolean }>();
    expect((await atSync()).active).toBe(true);
    expect((await send('http://de.localhost/api/account/logout', { cookie: token })).status).toBe(200);
    expect((await atSync()).active).toBe(false);
    expect((await me(token)).status).toBe(401);
  });

  it('takes an unconfirmed password account of the same e-mail away from whoever registered it', async () => {
    // Someone registers the address first (never confirmed), with a password they know.
    const person = newPerson();
    const registered = await send('http://de.localhost/api/account/register', {
      body: { email: person.email, password: 'Squatter12345', firstName: 'Mallory', lastName: 'First' },
    });
    expect(registered.status).toBe(202);
    expect(await landing(await signIn('google', person))).toBe('/my-account');
    expect(await customerOf(person.email)).toHaveLength(1);
    // The squatter's password no longer opens the account the address's owner now uses.
    const login = await send('http://de.localhost/api/account/login', { body: { email: person.email, password: 'Squatter12345' } });
    expect(login.status).toBe(401);
  });

  it('never returns to another site', async () => {
    const callback = await signIn('google', newPerson(), 'de.localhost', `?return=${encodeURIComponent('//evil.example/steal')}`);
    expect(await landing(callback)).toBe('/my-account');
  });
});

describe('social sign-in: the browser cart', () => {
  const CART_COOKIE = COOKIE_NAMES.cartId;
  const [first, second] = [productOnStock(0).masterVariant.sku, productOnStock(1).masterVariant.sku];

  /** A guest's cart with one product: its cookie. */
  async function guestCart(sku: string): Promise<string> {
    const response = await send('http://de.localhost/api/cart/actions', { body: { actions: [{ action: 'addLineItem', sku, quantity: 2 }] } });
    expect(response.status).toBe(200);
    return cookieOf(response, CART_COOKIE) ?? '';
  }

  async function signInWithCart(person: Person, cartCookie: string) {
    const { authorize, stateCookie } = await start('google');
    const back = await consent(authorize, person);
    const callback = await get(back.href, { cookie: `${stateCookie}; ${cartCookie}`, ip: newClientIp() });
    expect(await landing(callback)).toBe('/my-account');
    const token = cookieOf(callback, COOKIE_NAMES.commerceToken) ?? '';
    const cart = cookieOf(callback, CART_COOKIE) ?? '';
    const answer = await get('http://de.localhost/api/cart', { cookie: `${token}; ${cart}` });
    const state = await answer.json<{ cart: { lines: { sku: string; quantity: number }[] } | null }>();
    return { cart, lines: (state.cart?.lines ?? []).map(({ sku, quantity }) => ({ sku, quantity })) };
  }

  it("keeps a new customer's guest cart, and merges the next guest cart into it", async () => {
    const person = newPerson();
    const firstCart = await guestCart(first);
    const signedIn = await signInWithCart(person, firstCart);
    expect(signedIn.cart).toBe(firstCart);
    expect(signedIn.lines).toEqual([{ sku: first, quantity: 2 }]);
    // Another browser, another guest cart: its line goes into the customer's cart.
    const again = await signInWithCart(person, await guestCart(second));
    expect(again.cart).toBe(firstCart);
    expect(again.lines).toEqual(
      expect.arrayContaining([
        { sku: first, quantity: 2 },
        { sku: second, quantity: 2 },
      ]),
    );
  });
});

describe('social sign-in: refused, in the shopper language, without a session', () => {
  const de = messagesFor('de');
  const expectRefusal = async (response: Response) => {
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(textOf(await response.text())).toContain(de['social.failed.title']);
    expect(cookieOf(response, COOKIE_NAMES.commerceToken)).toBeUndefined();
  };

  it('a tampered state', async () => {
    const person = newPerson();
    const { authorize, stateCookie } = await start('google');
    const back = await consent(authorize, person);
    back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    await expectRefusal(await get(back.href, { cookie: stateCookie, ip: newClientIp() }));
    expect(await customerOf(person.email)).toEqual([]);
  });

  it('a tampered state cookie, or none', async () => {
    const { authorize, stateCookie } = await start('google');
    const back = await consent(authorize, newPerson());
    const [payload, signature] = stateCookie.slice(STATE_COOKIE.length + 1).split('.');
    const forged = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    forged.returnPath = '/evil';
    const forgedPayload = btoa(JSON.stringify(forged)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    await expectRefusal(await get(back.href, { cookie: `${STATE_COOKIE}=${forgedPayload}.${signature}`, ip: newClientIp() }));
    await expectRefusal(await get(back.href, { ip: newClientIp() }));
  });

  it('a state started for the other provider', async () => {
    const { authorize, stateCookie } = await start('facebook');
    const back = await consent(authorize, newPerson());
    await expectRefusal(await get(back.href.replace('/auth/facebook/', '/auth/google/'), { cookie: stateCookie, ip: newClientIp() }));
  });

  it('an ID token with another nonce', async () => {
    const person = newPerson();
    const { authorize, stateCookie } = await start('google');
    const back = await consent(authorize, person, 'allow', (form) => form.set('nonce', 'a-nonce-this-browser-never-sent'));
    await expectRefusal(await get(back.href, { cookie: stateCookie, ip: newClientIp() }));
    expect(await customerOf(person.email)).toEqual([]);
  });

  it('a replayed code', async () => {
    const { authorize, stateCookie } = await start('google');
    const back = await consent(authorize, newPerson());
    expect(await landing(await get(back.href, { cookie: stateCookie, ip: newClientIp() }))).toBe('/my-account');
    await expectRefusal(await get(back.href, { cookie: stateCookie, ip: newClientIp() }));
  });

  it('a cancelled consent (the provider answers access_denied)', async () => {
    for (const provider of ['google', 'facebook'] as const) {
      const person = newPerson();
      const { authorize, stateCookie } = await start(provider);
      const back = await consent(authorize, person, 'cancel');
      expect(back.searchParams.get('error')).toBe('access_denied');
      await expectRefusal(await get(back.href, { cookie: stateCookie, ip: newClientIp() }));
      expect(await customerOf(person.email)).toEqual([]);
    }
  });

  it('a person who withheld the e-mail address (no customer without one)', async () => {
    const { authorize, stateCookie } = await start('facebook');
    const back = await consent(authorize, { email: '', givenName: 'Eva', familyName: 'Anonymous' });
    await expectRefusal(await get(back.href, { cookie: stateCookie, ip: newClientIp() }));
  });

  it('is worded in each market language', async () => {
    const { authorize, stateCookie } = await start('google', 'cz.localhost');
    const back = await consent(authorize, newPerson(), 'cancel');
    const response = await get(back.href, { cookie: stateCookie, ip: newClientIp() });
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain(messagesFor('cs')['social.failed.text']);
  });
});
