// Sessions done right (issue 15): sign-in and sign-out with every cookie's flags, a new token on every
// sign-in (a token sent along is revoked), refresh before expiry, revocation at commercetools on sign-out,
// the guest cart merged into the customer's cart, and cart privacy between browsers and customers. Against
// the local commerce stand-in, whose tokens expire and can be revoked as commercetools' do.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { CartState } from '../../src/domain/cart/types.ts';
import { RATE_LIMITS } from '../../src/domain/security/rate-limits.ts';
import { SESSION_IDLE_SECONDS } from '../../src/domain/account/session-policy.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { awayFromWindowEdge } from './api-request.ts';
import { customerToken } from './commerce-fixtures.ts';
import { get, newClientIp, send } from './request.ts';
import { productOnStock } from './seed.ts';

const PASSWORD = 'Secret123456';
const BASIC = `Basic ${btoa('worker-tests:any-secret')}`;
const HOST = 'http://de.localhost';
const de = messagesFor('de');
const [first, second] = [productOnStock(0).masterVariant.sku, productOnStock(1).masterVariant.sku];

const newEmail = () => `sam.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A browser: its cookies, kept from every answer as a browser keeps them (Max-Age=0 deletes). */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip = newClientIp();

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/Max-Age=0(;|$)/.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async post(path: string, body: unknown = {}): Promise<Response> {
    return this.keep(await send(`${HOST}${path}`, { body, cookie: this.header, ip: this.ip }));
  }

  async get(path: string): Promise<Response> {
    return this.keep(await exports.default.fetch(new Request(`${HOST}${path}`, { headers: { cookie: this.header }, redirect: 'manual' })));
  }

  signIn(email: string, password = PASSWORD): Promise<Response> {
    return this.post('/api/account/login', { email, password });
  }

  async addToCart(sku: string, quantity = 1): Promise<CartState> {
    const response = await this.post('/api/cart/actions', { actions: [{ action: 'addLineItem', sku, quantity }] });
    expect(response.status).toBe(200);
    return response.json<CartState>();
  }

  async cart(): Promise<CartState> {
    return (await this.get('/api/cart')).json<CartState>();
  }

  token(): string {
    return decodeURIComponent(this.cookies.get('__Host-commerce_token') ?? '');
  }

  refreshToken(): string {
    return decodeURIComponent(this.cookies.get('__Host-commerce_refresh') ?? '');
  }
}

const setCookieLine = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

async function authForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${inject('commerceUrl')}${path}`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const introspect = async (token: string) =>
  (await authForm('/oauth/introspect', { token })).json<{ active: boolean; scope?: string; exp?: number }>();

/** The stand-in's test control: the token expires `inSeconds` from now. */
async function expireIn(token: string, inSeconds: number): Promise<void> {
  const response = await fetch(`${inject('commerceUrl')}/__tokens/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, inSeconds }),
  });
  expect(response.status).toBe(200);
}

/** commercetools itself asked with the token (past the worker): 200 while it works, 401 once revoked or expired. */
async function commerceMeStatus(token: string): Promise<number> {
  return (await fetch(`${inject('commerceUrl')}/exquip/me`, { headers: { authorization: `Bearer ${token}` } })).status;
}

async function clientToken(): Promise<string> {
  return (await (await authForm('/oauth/token', { grant_type: 'client_credentials' })).json<{ access_token: string }>()).access_token;
}

async function commerce<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('commerceUrl')}/exquip${path}`, {
    method,
    headers: { authorization: `Bearer ${await clientToken()}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.json<T>();
}

/** A registered customer with a confirmed e-mail address (the fixture), ready to sign in. */
async function customer(): Promise<string> {
  const email = newEmail();
  await customerToken(email);
  return email;
}

const quantities = (state: CartState) => Object.fromEntries((state.cart?.lines ?? []).map((line) => [line.sku, line.quantity]));

describe('sign-in', () => {
  it('sets the session cookies with their flags, answers the profile and opens a session', async () => {
    const groupKey = `tier-${crypto.randomUUID().slice(0, 6)}`;
    await commerce('POST', '/customer-groups', { key: groupKey, groupName: groupKey });
    const email = newEmail();
    const created = await commerce<{ customer: { id: string; version: number } }>('POST', '/customers', {
      email,
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Gruber',
      isEmailVerified: true,
    });
    await commerce('POST', `/customers/${created.customer.id}`, {
      version: created.customer.version,
      actions: [{ action: 'setCustomerGroup', customerGroup: { typeId: 'customer-group', key: groupKey } }],
    });
    const browser = new Browser();
    const response = await browser.signIn(email);
    expect(response.status).toBe(200);
    const body = await response.json<{ customer: { email: string }; cartId: string | null }>();
    expect(body).toMatchObject({ customer: { email, firstName: 'Sam', lastName: 'Gruber' }, cartId: null });
    const lifetime = (await introspect(browser.token())).exp ?? 0;
    const expectedMaxAge = lifetime - Math.floor(Date.now() / 1000);
    const tokenLine = setCookieLine(response, '__Host-commerce_token') ?? '';
    expect(tokenLine).toMatch(/^__Host-commerce_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(Math.abs(Number(/Max-Age=(\d+)/.exec(tokenLine)?.[1]) - expectedMaxAge)).toBeLessThanOrEqual(2);
    expect(setCookieLine(response, '__Host-commerce_refresh')).toMatch(
      new RegExp(`^__Host-commerce_refresh=[^;]+; Max-Age=${SESSION_IDLE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Strict$`),
    );
    const customerId = (await introspect(browser.token())).scope?.match(/customer_id:(\S+)/)?.[1];
    expect(setCookieLine(response, 'customer_id')).toBe(`customer_id=${customerId}; Max-Age=${SESSION_IDLE_SECONDS}; Path=/; Secure; SameSite=Lax`);
    expect(setCookieLine(response, 'customer_group')).toBe(`customer_group=${groupKey}; Max-Age=31536000; Path=/; Secure; SameSite=Lax`);
    expect((await browser.get('/api/account/me')).status).toBe(200);
  });

  it('refuses a customer whose e-mail address is not confirmed (403, after a correct password only), with no session', async () => {
    const email = newEmail();
    await commerce('POST', '/customers', { email, password: PASSWORD, firstName: 'Sam', lastName: 'Gruber' });
    const browser = new Browser();
    const refused = await browser.signIn(email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'email-not-verified', message: de['account.error.email-not-verified'] });
    expect(browser.cookies.has('__Host-commerce_token')).toBe(false);
    expect((await browser.signIn(email, 'Wrong1234567')).status).toBe(401);
  });

  it('gives a new token every time and revokes a token cookie sent along (no session fixation)', async () => {
    const email = await customer();
    const browser = new Browser();
    await browser.signIn(email);
    const planted = browser.token();
    const plantedRefresh = browser.refreshToken();
    expect((await browser.signIn(email)).status).toBe(200);
    expect(browser.token()).not.toBe(planted);
    await expect.poll(async () => (await introspect(planted)).active).toBe(false);
    expect(await commerceMeStatus(planted)).toBe(401);
    expect((await authForm('/oauth/token', { grant_type: 'refresh_token', refresh_token: plantedRefresh })).status).toBe(400);
    expect((await browser.get('/api/account/me')).status).toBe(200);
  });

  it('limits tries per e-mail address: the sixth from a sixth IP address is refused', async () => {
    const email = await customer();
    const { limit, periodSeconds } = RATE_LIMITS['login-email'];
    await awayFromWindowEdge(periodSeconds);
    for (let n = 1; n <= limit; n += 1) expect((await new Browser().signIn(email, `Wrong${n}23456789`)).status, `try ${n}`).toBe(401);
    const over = await new Browser().signIn(email);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe(String(periodSeconds));
  });
});

describe('sign-out', () => {
  it('revokes both tokens at commercetools and deletes the five cookies', async () => {
    const email = await customer();
    const browser = new Browser();
    await browser.addToCart(first);
    await browser.signIn(email);
    const [token, refresh] = [browser.token(), browser.refreshToken()];
    expect(browser.cookies.has('__Host-cart_id')).toBe(true);
    const response = await browser.post('/api/account/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOut: true });
    const deleted = response.headers.getSetCookie().filter((line) => /Max-Age=0/.test(line));
    expect(deleted.map((line) => line.split('=')[0]).sort()).toEqual(
      ['__Host-cart_id', '__Host-commerce_refresh', '__Host-commerce_token', 'customer_group', 'customer_id'].sort(),
    );
    for (const line of deleted) expect(line).toMatch(/Path=\/; Secure/);
    expect(await commerceMeStatus(token)).toBe(401);
    expect((await introspect(token)).active).toBe(false);
    expect((await authForm('/oauth/token', { grant_type: 'refresh_token', refresh_token: refresh })).status).toBe(400);
    expect((await browser.get('/api/account/me')).status).toBe(401);
    // Idempotent: signed out already, same answer.
    expect(await (await browser.post('/api/account/logout')).json()).toEqual({ signedOut: true });
  });

  it('is not undone by an API answer that was under way: API answers set no session cookie, pages slide the window', async () => {
    const browser = new Browser();
    await browser.signIn(await customer());
    const signedIn = browser.header;
    // The answer a tab's API call gets while the same browser signs out: it carries the old cookies.
    const late = await exports.default.fetch(new Request(`${HOST}/api/account/me`, { headers: { cookie: signedIn } }));
    expect(late.status).toBe(200);
    expect(setCookieLine(late, 'customer_id')).toBeUndefined();
    expect(setCookieLine(late, '__Host-commerce_refresh')).toBeUndefined();
    // A page of the signed-in shopper starts the 7-day idle window again.
    const page = await exports.default.fetch(new Request(`${HOST}/my-account`, { headers: { cookie: signedIn, accept: 'text/html' } }));
    expect(page.status).toBe(200);
    expect(setCookieLine(page, 'customer_id')).toMatch(/Max-Age=604800/);
  });

  it('answers the no-script form with 303 to the home page', async () => {
    const email = await customer();
    const browser = new Browser();
    await browser.signIn(email);
    const token = browser.token();
    const response = browser.keep(
      await exports.default.fetch(
        new Request(`${HOST}/api/account/logout`, {
          method: 'POST',
          headers: { cookie: browser.header, origin: HOST, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': browser.ip },
          body: '',
          redirect: 'manual',
        }),
      ),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(await commerceMeStatus(token)).toBe(401);
  });

  it('is not a GET: opening /log-out leaves the session working', async () => {
    const email = await customer();
    const browser = new Browser();
    await browser.signIn(email);
    const token = browser.token();
    const page = await get(`${HOST}/log-out`, { cookie: browser.header });
    expect(page.headers.getSetCookie().filter((line) => /Max-Age=0/.test(line))).toEqual([]);
    expect((await introspect(token)).active).toBe(true);
    expect((await browser.get('/api/account/me')).status).toBe(200);
  });
});

describe('password change (signs out and in again)', () => {
  it('revokes the old tokens, opens a new session and keeps the customer cart on this browser', async () => {
    const email = await customer();
    const browser = new Browser();
    await browser.signIn(email);
    const { cart } = await browser.addToCart(first, 2);
    const old = browser.token();
    const changed = await browser.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'Renewed123456' });
    expect(changed.status).toBe(200);
    expect(browser.token()).not.toBe(old);
    expect(await commerceMeStatus(old)).toBe(401);
    expect(browser.cookies.get('__Host-cart_id')).toBe(cart?.id);
    expect(quantities(await browser.cart())).toEqual({ [first]: 2 });
  });
});

describe('token refresh', () => {
  it('renews an access token near its expiry, revokes the old one and sets the new cookie', async () => {
    const email = await customer();
    const browser = new Browser();
    await browser.signIn(email);
    const old = browser.token();
    await expireIn(old, 60);
    const response = await browser.get('/api/account/me');
    expect(response.status).toBe(200);
    expect(setCookieLine(response, '__Host-commerce_token')).toMatch(/HttpOnly; Secure; SameSite=Strict$/);
    const renewed = browser.token();
    expect(renewed).not.toBe(old);
    expect((await introspect(old)).active).toBe(false);
    expect(await commerceMeStatus(old)).toBe(401);
    const fresh = await introspect(renewed);
    expect(fresh.active).toBe(true);
    expect((fresh.exp ?? 0) - Date.now() / 1000).toBeGreaterThan(3600);
    expect((await browser.get('/api/account/me')).status).toBe(200);
  });

  it('renews on a page too: the account page carries the new cookie, so the revoked one is not sent again', async () => {
    const email = await customer();
    const browser = new Browser();
    await browser.signIn(email);
    const old = browser.token();
    await expireIn(old, 60);
    const page = browser.keep(await get(`${HOST}/my-account`, { cookie: browser.header }));
    expect(page.status).toBe(200);
    expect(browser.token()).not.toBe(old);
    expect((await introspect(browser.token())).active).toBe(true);
  });

  it('renews a session whose access cookie is gone while the refresh cookie is there', async () => {
    const email = await customer();
    const browser = new Browser();
    await browser.signIn(email);
    browser.cookies.delete('__Host-commerce_token');
    const response = await browser.get('/api/account/me');
    expect(response.status).toBe(200);
    expect((await introspect(browser.token())).active).toBe(true);
  });

  it('ends the session when the refresh token no longer works: 401 to API calls, and the next page deletes the cookies', async () => {
    const email = await customer();
    const browser = new Browser();
    await browser.signIn(email);
    await expireIn(browser.refreshToken(), 0);
    await expireIn(browser.token(), 0);
    expect((await browser.get('/api/account/me')).status).toBe(401);
    const account = browser.keep(await get(`${HOST}/my-account`, { cookie: browser.header }));
    expect([account.status, account.headers.get('location')]).toEqual([307, '/']);
    expect(browser.cookies.has('__Host-commerce_token')).toBe(false);
    expect(browser.cookies.has('__Host-commerce_refresh')).toBe(false);
    expect(browser.cookies.has('customer_id')).toBe(false);
    expect((await browser.get('/api/account/me')).status).toBe(401);
  });
});

describe('a late answer of an older session (signed in again meanwhile)', () => {
  const SESSION_COOKIE = /^(__Host-commerce_token|__Host-commerce_refresh|customer_id|customer_group|__Host-cart_id)=/;
  const sessionDeletions = (response: Response) =>
    response.headers.getSetCookie().filter((line) => SESSION_COOKIE.test(line) && /Max-Age=0(;|$)/.test(line));

  /** Signs in twice on one browser; the cookies of the first sign-in (A), revoked by the second (B). */
  async function signedInAgain(): Promise<{ browser: Browser; stale: string }> {
    const email = await customer();
    const browser = new Browser();
    await browser.signIn(email);
    await browser.addToCart(first);
    const [stale, staleToken] = [browser.header, browser.token()];
    expect((await browser.signIn(email)).status).toBe(200);
    expect(browser.token()).not.toBe(staleToken);
    await expect.poll(async () => (await introspect(staleToken)).active).toBe(false);
    return { browser, stale };
  }

  it("an API call still carrying A's cookies answers 401 and deletes none of B's cookies", async () => {
    const { browser, stale } = await signedInAgain();
    for (const path of ['/api/account/me', '/api/cart']) {
      const late = await exports.default.fetch(new Request(`${HOST}${path}`, { headers: { cookie: stale } }));
      if (path === '/api/account/me') expect(late.status).toBe(401);
      expect(sessionDeletions(late), path).toEqual([]);
      browser.keep(late);
    }
    expect((await browser.get('/api/account/me')).status).toBe(200);
    expect(quantities(await browser.cart())).toEqual({ [first]: 1 });
  });

  it("a page that asks for the session, opened with only A's cookies, deletes them: the session that ended is cleared", async () => {
    const { stale } = await signedInAgain();
    const page = await get(`${HOST}/login`, { cookie: stale });
    expect(page.status).toBe(200);
    expect(sessionDeletions(page).map((line) => line.slice(0, line.indexOf('=')))).toEqual(
      expect.arrayContaining(['__Host-commerce_token', '__Host-commerce_refresh', 'customer_id']),
    );
  });

  it('a customer_id cookie without tokens is deleted by a page, never by an API call', async () => {
    const call = await exports.default.fetch(new Request(`${HOST}/api/account/me`, { headers: { cookie: 'customer_id=c-1' } }));
    expect(call.status).toBe(401);
    expect(sessionDeletions(call)).toEqual([]);
    const page = await get(`${HOST}/login`, { cookie: 'customer_id=c-1' });
    expect(page.status).toBe(200);
    expect(sessionDeletions(page).map((line) => line.slice(0, line.indexOf('=')))).toEqual(['customer_id']);
  });
});

describe('the cart at sign-in', () => {
  it("merges the guest cart into the customer's existing cart, lines kept, and every browser of the customer sees it", async () => {
    const email = await customer();
    const laptop = new Browser();
    await laptop.signIn(email);
    const own = await laptop.addToCart(first, 1);
    const phone = new Browser();
    const guest = await phone.addToCart(first, 3);
    await phone.addToCart(second, 2);
    // Another tab of the phone follows the guest cart over its socket.
    const tab = await exports.default.fetch(
      new Request(`${HOST}/api/cart/ws?cartId=${guest.cart?.id}`, { headers: { upgrade: 'websocket', cookie: phone.header, origin: HOST } }),
    );
    const socket = tab.webSocket;
    socket?.accept();
    const heard: string[] = [];
    socket?.addEventListener('message', (event) => heard.push((JSON.parse(String(event.data)) as { type: string }).type));
    const closed = new Promise<CloseEvent>((resolve) => socket?.addEventListener('close', resolve));
    const signedIn = await phone.signIn(email);
    const { cartId } = await signedIn.json<{ cartId: string }>();
    expect(cartId).toBe(own.cart?.id);
    expect(phone.cookies.get('__Host-cart_id')).toBe(cartId);
    expect(setCookieLine(signedIn, '__Host-cart_id')).toMatch(/^__Host-cart_id=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(quantities(await phone.cart())).toEqual({ [first]: 3, [second]: 2 });
    expect(quantities(await laptop.cart())).toEqual({ [first]: 3, [second]: 2 });
    // The other tab is told the cart moved (it loads the cart again under the new cookie).
    await expect.poll(() => heard).toContain('cart moved');
    expect((await closed).code).toBe(4010);
    // The guest cart is gone: its id shows no cart any more.
    const stale = new Browser();
    stale.cookies.set('__Host-cart_id', guest.cart?.id ?? '');
    expect((await stale.cart()).cart).toBeNull();
  });

  it('a second browser signing in as the same customer gets the same cart', async () => {
    const email = await customer();
    const laptop = new Browser();
    await laptop.addToCart(first, 2);
    const { cartId } = await (await laptop.signIn(email)).json<{ cartId: string }>();
    const phone = new Browser();
    const answer = await (await phone.signIn(email)).json<{ cartId: string }>();
    expect(answer.cartId).toBe(cartId);
    expect(quantities(await phone.cart())).toEqual({ [first]: 2 });
  });
});

describe('cart privacy', () => {
  it("the customer's cart id without the customer's session is no cart: cart API, checkout API, websocket", async () => {
    const email = await customer();
    const owner = new Browser();
    await owner.signIn(email);
    const { cart } = await owner.addToCart(first);
    const cartId = cart?.id ?? '';
    const thief = new Browser();
    thief.cookies.set('__Host-cart_id', cartId);
    expect(await thief.cart()).toEqual({ cart: null, stock: {} });
    expect((await thief.get('/api/checkout')).status).not.toBe(200);
    const page = await get(`${HOST}/checkout/cart`, { cookie: thief.header });
    expect([page.status, page.headers.get('location')]).toEqual([307, '/']);
    expect((await get(`${HOST}/checkout/cart`, { cookie: owner.header })).status).toBe(200);
    const socket = await exports.default.fetch(
      new Request(`${HOST}/api/cart/ws?cartId=${cartId}`, { headers: { upgrade: 'websocket', cookie: thief.header, origin: HOST } }),
    );
    expect(socket.status).toBe(403);
    const own = await exports.default.fetch(
      new Request(`${HOST}/api/cart/ws?cartId=${cartId}`, { headers: { upgrade: 'websocket', cookie: owner.header, origin: HOST } }),
    );
    expect(own.status).toBe(101);
    own.webSocket?.accept();
    own.webSocket?.close();
    // The same browser signed out holds the id no longer; signed in again, the cart is back.
    await owner.post('/api/account/logout');
    owner.cookies.set('__Host-cart_id', cartId);
    expect((await owner.cart()).cart).toBeNull();
    await owner.signIn(email);
    expect((await owner.cart()).cart?.id).toBe(cartId);
  });

  it("a browser not signed in that writes with a customer's cart id gets a cart of its own; the customer's cart is untouched", async () => {
    const email = await customer();
    const owner = new Browser();
    await owner.signIn(email);
    const { cart } = await owner.addToCart(first, 2);
    const stranger = new Browser();
    stranger.cookies.set('__Host-cart_id', cart?.id ?? '');
    const own = await stranger.addToCart(second, 3);
    expect(own.cart?.id).not.toBe(cart?.id);
    expect(stranger.cookies.get('__Host-cart_id')).toBe(own.cart?.id);
    expect(quantities(own)).toEqual({ [second]: 3 });
    // Nor do removals or changes reach it: they have no cart of the stranger's to go to.
    stranger.cookies.set('__Host-cart_id', cart?.id ?? '');
    const lineId = cart?.lines[0]?.id ?? '';
    const removal = await stranger.post('/api/cart/actions', { actions: [{ action: 'removeLineItem', lineItemId: lineId }] });
    expect(removal.status).toBe(400);
    expect(quantities(await owner.cart())).toEqual({ [first]: 2 });
  });

  it("two customers signed in at once never see each other's profile or cart", async () => {
    const [emailA, emailB] = [await customer(), await customer()];
    const a = new Browser();
    const b = new Browser();
    await Promise.all([a.signIn(emailA), b.signIn(emailB)]);
    const [cartA, cartB] = await Promise.all([a.addToCart(first), b.addToCart(second)]);
    const [meA, meB] = await Promise.all([a.get('/api/account/me'), b.get('/api/account/me')]);
    expect((await meA.json<{ customer: { email: string } }>()).customer.email).toBe(emailA);
    expect((await meB.json<{ customer: { email: string } }>()).customer.email).toBe(emailB);
    expect((await a.cart()).cart?.id).toBe(cartA.cart?.id);
    expect((await b.cart()).cart?.id).toBe(cartB.cart?.id);
    b.cookies.set('__Host-cart_id', cartA.cart?.id ?? '');
    expect((await b.cart()).cart).toBeNull();
    const write = await b.post('/api/cart/actions', { actions: [{ action: 'addLineItem', sku: second, quantity: 5 }] });
    expect((await write.json<CartState>()).cart?.id).not.toBe(cartA.cart?.id);
    expect(quantities(await a.cart())).toEqual({ [first]: 1 });
  });
});
