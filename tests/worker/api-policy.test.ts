// One policy for every JSON API (design.md "Pages, APIs and caches"): a backend outage underneath any
// of them is a JSON 503 with Retry-After and a message in the shopper's language (never the HTML error
// page); a path or method no API has is a localized JSON 404 or 405; every body that cannot be read is
// the endpoint's own localized 400; and nothing personal may be stored by a cache.
import { runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../../src/domain/security/retry-after.ts';
import type { Env } from '../../src/worker/env.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { commerceDown, fetchWith, searchDown } from './bindings.ts';
import { newClientIp, send } from './request.ts';
import { productOnStock } from './seed.ts';

const de = messagesFor('de');
const sku = productOnStock(5).masterVariant.sku;
const addLine = { actions: [{ action: 'addLineItem', sku, quantity: 1 }] };

/** A JSON write as the shop's page on that host sends it, answered by the worker with these bindings. */
function postWith(bindings: Env, url: string, body: unknown, cookie?: string) {
  const headers = new Headers({ 'content-type': 'application/json', origin: new URL(url).origin, 'cf-connecting-ip': newClientIp() });
  if (cookie) headers.set('cookie', cookie);
  return fetchWith(bindings, url, { method: 'POST', headers, body: JSON.stringify(body) });
}

const cartCookieOf = (response: { headers: Headers }): string => /__Host-cart_id=[^;]+/.exec(response.headers.getSetCookie().join('\n'))?.[0] ?? '';

/**
 * The cart's Durable Object loses its commerce backend: it keeps its own bindings (the worker's
 * overrides do not reach it), so the test points that one object's at the closed port.
 */
async function cartObjectWithCommerceDown(cartId: string): Promise<void> {
  const stub = env.CART_SESSION.get(env.CART_SESSION.idFromName(cartId));
  await runInDurableObject(stub, (instance) => {
    Reflect.set(instance, 'env', commerceDown);
  });
}

function expectUnavailable(answer: { status: number; headers: Headers; html: string }, messageKey: string) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const body: unknown = JSON.parse(answer.html);
  expect(body).toMatchObject({ message: de[messageKey] });
  expect(de[messageKey]).toBeTruthy();
  return body;
}

describe("a backend down underneath an API: JSON 503 with Retry-After, in the shopper's language", () => {
  it('POST /api/cart/actions that would create a cart, commerce down', async () => {
    const answer = await postWith(commerceDown, 'http://de.localhost/api/cart/actions', addLine);
    expect(expectUnavailable(answer, 'cart.error.failed')).toEqual({ error: 'unavailable', message: de['cart.error.failed'] });
    expect(cartCookieOf(answer)).toBe('');
  });

  it('POST /api/cart/actions on an existing cart whose update cannot reach commerce: the cart as it stands comes along', async () => {
    const created = await send('http://de.localhost/api/cart/actions', { body: addLine });
    const cookie = cartCookieOf(created);
    const lineId = (await created.json<{ cart: { lines: { id: string }[] } }>()).cart.lines[0]?.id;
    await cartObjectWithCommerceDown(cookie.slice('__Host-cart_id='.length));
    const answer = await postWith(
      commerceDown,
      'http://de.localhost/api/cart/actions',
      { actions: [{ action: 'changeLineItemQuantity', lineItemId: lineId, quantity: 3 }] },
      cookie,
    );
    expect(expectUnavailable(answer, 'cart.error.failed')).toMatchObject({ error: 'failed', cart: { itemCount: 1 } });
  });

  it('GET /api/cart when its cart object has to load the cart and commerce is down', async () => {
    const cartId = crypto.randomUUID();
    await cartObjectWithCommerceDown(cartId);
    const answer = await fetchWith(commerceDown, 'http://de.localhost/api/cart', { headers: { cookie: `__Host-cart_id=${cartId}` } });
    expect(expectUnavailable(answer, 'cart.error.failed')).toEqual({ error: 'unavailable', message: de['cart.error.failed'] });
  });

  it('POST /api/search with search down and nothing cached', async () => {
    const answer = await postWith(searchDown, 'http://de.localhost/api/search', { requests: [{ indexName: 'prod.de-DE', query: 'nie gesucht' }] });
    expect(expectUnavailable(answer, 'search.error.unavailable')).toEqual({ error: 'unavailable', message: de['search.error.unavailable'] });
  });

  it('POST /api/account/login with commerce down', async () => {
    const answer = await postWith(commerceDown, 'http://de.localhost/api/account/login', { email: 'eva@example.com', password: 'Secret123' });
    expect(expectUnavailable(answer, 'account.error.unavailable')).toEqual({ error: 'unavailable', message: de['account.error.unavailable'] });
  });

  it('POST /api/vat/check with commerce down and the store settings never read', async () => {
    // Austria: no other test in this file reads its store settings, so nothing is cached to fall back on.
    const answer = await postWith(commerceDown, 'http://at.localhost/api/vat/check', { vatId: 'U12345678' });
    expect(expectUnavailable(answer, 'vat.error.unavailable')).toEqual({ error: 'unavailable', message: de['vat.error.unavailable'] });
  });
});

describe('paths and methods no API has', () => {
  const request = (path: string, method = 'GET') => send(`http://de.localhost${path}`, { method, body: method === 'GET' ? undefined : '{}' });
  const read = (path: string, method = 'GET') =>
    exports.default.fetch(new Request(`http://de.localhost${path}`, { method, headers: { origin: 'http://de.localhost' } }));

  it.each(['/api', '/api/', '/api/nothing-here', '/api/cart/unknown', '/api/account', '/api/%E0%A4%A'])(
    '%s is a localized JSON 404',
    async (path) => {
      const response = await read(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: 'not-found', message: de['api.error.not-found'] });
    },
  );

  it.each([
    ['GET', '/api/cart/actions', 'POST'],
    ['PUT', '/api/cart/actions', 'POST'],
    ['POST', '/api/cart', 'GET, HEAD, DELETE'],
    ['DELETE', '/api/search', 'POST'],
    ['GET', '/api/account/login', 'POST'],
    ['PATCH', '/api/vat/check', 'POST'],
  ])('%s %s is a localized JSON 405 that names the methods it takes', async (method, path, allow) => {
    const response = method === 'GET' ? await read(path) : await request(path, method);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')?.split(', ').sort()).toEqual(allow.split(', ').sort());
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ error: 'method-not-allowed', message: de['api.error.method-not-allowed'] });
  });
});

describe('bodies an API cannot read', () => {
  const endpoints = [
    ['/api/cart/actions', addLine, 'cart.error.malformed'],
    ['/api/search', { requests: [{ indexName: 'prod.de-DE', query: 'grill' }] }, 'search.error.bad-request'],
    ['/api/account/login', { email: 'eva@example.com', password: 'Secret123' }, 'account.error.malformed'],
    ['/api/vat/check', { vatId: 'DE123456789' }, 'vat.error.malformed'],
    ['/api/contact', { reason: 'consulting', subreason: 'product-advice' }, 'contact.error.malformed'],
    ['/api/payments/adyen/notifications', { live: 'false', notificationItems: [] }, 'api.error.bad-request'],
  ] as const;

  /** A valid JSON body sent with another (or no) Content-Type: the validator would read it as `{}`. */
  async function postAs(path: string, body: unknown, contentType: string | null): Promise<Response> {
    const headers = new Headers({ origin: 'http://de.localhost', 'cf-connecting-ip': newClientIp() });
    if (contentType) headers.set('content-type', contentType);
    // Bytes, not a string: a string body would get `text/plain` from the Request constructor.
    const bytes = new TextEncoder().encode(JSON.stringify(body));
    return exports.default.fetch(new Request(`http://de.localhost${path}`, { method: 'POST', headers, body: bytes }));
  }

  it.each(endpoints)(
    '%s refuses JSON sent as text/plain, as a form or without a Content-Type with its localized 400',
    async (path, body, messageKey) => {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', null]) {
        const response = await postAs(path, body, contentType);
        expect(response.status, String(contentType)).toBe(400);
        expect(await response.json()).toEqual({ error: messageKey.split('.error.')[1], message: de[messageKey] });
      }
    },
  );

  it.each(endpoints)('%s refuses an empty JSON body with its localized 400', async (path, _body, messageKey) => {
    const response = await send(`http://de.localhost${path}`, { body: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: messageKey.split('.error.')[1], message: de[messageKey] });
  });
});

describe('Cache-Control: private, no-store on every personal answer', () => {
  const cacheControl = (response: Response) => response.headers.get('cache-control');

  it('on every answer of the cart API, success or refusal', async () => {
    const created = await send('http://de.localhost/api/cart/actions', { body: addLine });
    expect(created.status).toBe(200);
    const cookie = cartCookieOf(created);
    const answers = [
      created,
      await exports.default.fetch(new Request('http://de.localhost/api/cart')),
      await exports.default.fetch(new Request('http://de.localhost/api/cart', { headers: { cookie } })),
      await send('http://de.localhost/api/cart/actions', { body: { actions: [] }, cookie }),
      await send('http://de.localhost/api/cart/actions', { body: { actions: [{ action: 'recalculate' }], padding: 'x'.repeat(17 * 1024) }, cookie }),
      await send('http://de.localhost/api/cart/actions', { body: addLine, cookie, origin: 'https://evil.example' }),
      await send('http://de.localhost/api/cart', { method: 'DELETE', cookie }),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 400, 413, 403, 200]);
    for (const response of answers) expect(cacheControl(response)).toBe('private, no-store');
  });

  it('on account and VAT answers', async () => {
    const answers = [
      await send('http://de.localhost/api/account/login', { body: { email: 'nobody@example.com', password: 'Secret123' } }),
      await send('http://de.localhost/api/account/password-reset', { body: { email: 'nobody@example.com' } }),
      await send('http://de.localhost/api/vat/check', { body: { vatId: 'DE123456789' } }),
      await send('http://de.localhost/api/vat/check', { body: { vatId: 'D' } }),
    ];
    expect(answers.map((response) => response.status)).toEqual([401, 202, 200, 400]);
    for (const response of answers) expect(cacheControl(response)).toBe('private, no-store');
  });

  it('but the market-wide guarantees list keeps its short private cache', async () => {
    const response = await exports.default.fetch(new Request('http://de.localhost/api/cart/guarantees'));
    expect(response.status).toBe(200);
    expect(cacheControl(response)).toBe('private, max-age=300');
  });
});
