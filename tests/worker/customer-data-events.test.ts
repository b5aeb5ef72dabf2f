// The customer-data events a shopper's browsing causes (spec part 2 §7.4), each seen at the customer-data
// stand-in exactly once with the spec's fields: view-item, view-category, cart-update, recommendation and
// customer-update; none for crawlers, HEAD requests or prefetches, and no page waits for a slow service.
// Newsletter confirmation links send the consent event only for a hash with an e-mail token, with only
// the spec's consent fields, and at most ten a minute from one client; the redirect never changes.
import { exports } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { customerToken } from './commerce-fixtures.ts';
import { BROWSER_USER_AGENT, get, newClientIp, send } from './request.ts';
import { departmentOf, productOnStock } from './seed.ts';

type EventBody = Record<string, unknown>;

async function received(event: string): Promise<EventBody[]> {
  const response = await fetch(`${inject('servicesUrl')}/__received?event=${event}`);
  return response.json();
}

/** The events of one analytics id: each test browses with its own, so parallel tests never mix. */
const eventsOf = async (event: string, cookie: string) => (await received(event)).filter((body) => body['cookie'] === cookie);

/** Waits a moment for anything that might still arrive, then the events of that analytics id. */
async function settledEventsOf(event: string, cookie: string): Promise<EventBody[]> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return eventsOf(event, cookie);
}

const newAnalyticsId = (prefix = 'events') => `${prefix}-${crypto.randomUUID()}`;
const product = productOnStock();
const sku = product.masterVariant.sku;
const department = departmentOf(product);
const loginIp = () => `10.${[...crypto.getRandomValues(new Uint8Array(3))].join('.')}`;

async function signedIn(analyticsId: string): Promise<{ email: string; cookie: string }> {
  const email = `events.${crypto.randomUUID().slice(0, 8)}@example.com`;
  await customerToken(email);
  const response = await send('http://de.localhost/api/account/login', { body: { email, password: 'Secret123456' }, ip: loginIp() });
  expect(response.status).toBe(200);
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
  return { email, cookie: `${session}; analytics_id=${analyticsId}` };
}

describe('view-item', () => {
  it("reaches the service once per product page a shopper sees, with the spec's fields", async () => {
    const analyticsId = newAnalyticsId();
    const response = await get(`http://de.localhost/p/${product.slug['de']}`, { cookie: `analytics_id=${analyticsId}` });
    expect(response.status).toBe(200);
    await response.text();
    await expect.poll(() => eventsOf('view-item', analyticsId)).toHaveLength(1);
    expect(await settledEventsOf('view-item', analyticsId)).toEqual([{ locale: 'de-DE', sku, cookie: analyticsId, email: null, user_id: '' }]);
  });

  it("names a signed-in shopper by the session's e-mail and customer id", async () => {
    const analyticsId = newAnalyticsId();
    const { email, cookie } = await signedIn(analyticsId);
    const response = await get(`http://de.localhost/p/${product.slug['de']}`, { cookie });
    expect(response.status).toBe(200);
    await response.text();
    await expect.poll(() => eventsOf('view-item', analyticsId)).toHaveLength(1);
    const [event] = await eventsOf('view-item', analyticsId);
    expect(event).toEqual({ locale: 'de-DE', sku, cookie: analyticsId, email, user_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it.each([
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 'GET'],
    ['a prefetch', { 'user-agent': BROWSER_USER_AGENT, 'sec-purpose': 'prefetch' }, 'GET'],
    ['a HEAD request', { 'user-agent': BROWSER_USER_AGENT }, 'HEAD'],
  ])('is not sent for %s', async (_what, headers, method) => {
    const analyticsId = newAnalyticsId();
    const response = await exports.default.fetch(
      new Request(`http://de.localhost/p/${product.slug['de']}`, { method, headers: { ...headers, cookie: `analytics_id=${analyticsId}` } }),
    );
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(await settledEventsOf('view-item', analyticsId)).toEqual([]);
  });

  it('never makes the page wait for a slow customer-data service', async () => {
    // The stand-in holds its answer 3 s for an analytics id starting with "slow-".
    const analyticsId = newAnalyticsId('slow');
    const started = Date.now();
    const response = await get(`http://de.localhost/p/${product.slug['de']}`, { cookie: `analytics_id=${analyticsId}` });
    await response.text();
    expect(Date.now() - started).toBeLessThan(2_500);
    await expect.poll(() => eventsOf('view-item', analyticsId)).toHaveLength(1);
  });
});

describe('view-category', () => {
  it("reaches the service once per category page a shopper sees, with the spec's fields", async () => {
    const analyticsId = newAnalyticsId();
    const response = await get(`http://de.localhost/c/${department.slug['de']}`, { cookie: `analytics_id=${analyticsId}` });
    expect(response.status).toBe(200);
    await response.text();
    await expect.poll(() => eventsOf('view-category', analyticsId)).toHaveLength(1);
    expect(await settledEventsOf('view-category', analyticsId)).toEqual([
      {
        locale: 'de-DE',
        slug: department.slug['de'],
        cookie: analyticsId,
        additional_props: { key: department.key, name: department.name['de'], parents: [] },
        email: null,
        user_id: '',
      },
    ]);
  });

  it('is not sent for a crawler', async () => {
    const analyticsId = newAnalyticsId();
    const response = await get(`http://de.localhost/c/${department.slug['de']}`, {
      cookie: `analytics_id=${analyticsId}`,
      userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    });
    expect(response.status).toBe(200);
    await response.text();
    expect(await settledEventsOf('view-category', analyticsId)).toEqual([]);
  });
});

describe('cart-update', () => {
  const cartCookie = (response: Response): string => /__Host-cart_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';

  it('reaches the service once per SKU added or removed, naming the recommendation it came from', async () => {
    const analyticsId = newAnalyticsId();
    const ip = newClientIp();
    const added = await send('http://de.localhost/api/cart/actions', {
      body: { recommendation: 'similar-products', actions: [{ action: 'addLineItem', sku, quantity: 2 }] },
      cookie: `analytics_id=${analyticsId}`,
      ip,
    });
    expect(added.status).toBe(200);
    const cartId = cartCookie(added);
    const line = (await added.json<{ cart: { lines: { id: string; sku: string }[] } }>()).cart.lines[0];
    if (!line) throw new Error('the line is missing');
    const cookie = `analytics_id=${analyticsId}; __Host-cart_id=${cartId}`;
    // A quantity change keeps the line: no event.
    const changed = await send('http://de.localhost/api/cart/actions', {
      body: { actions: [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 3 }] },
      cookie,
      ip,
    });
    expect(changed.status).toBe(200);
    const removed = await send('http://de.localhost/api/cart/actions', {
      body: { actions: [{ action: 'removeLineItem', lineItemId: line.id }] },
      cookie,
      ip,
    });
    expect(removed.status).toBe(200);
    await expect.poll(() => eventsOf('cart-update', analyticsId)).toHaveLength(2);
    expect(await settledEventsOf('cart-update', analyticsId)).toEqual([
      { locale: 'de-DE', cookie: analyticsId, action: 'add', cart_id: cartId, sku, recommendation_id: 'de-similar-products' },
      { locale: 'de-DE', cookie: analyticsId, action: 'remove', cart_id: cartId, sku, recommendation_id: null },
    ]);
  });

  it('is not sent for a refused request', async () => {
    const analyticsId = newAnalyticsId();
    const refused = await send('http://de.localhost/api/cart/actions', {
      body: { actions: [{ action: 'addLineItem', sku: 'EX99999999', quantity: 1 }] },
      cookie: `analytics_id=${analyticsId}`,
    });
    expect(refused.status).toBe(400);
    expect(await settledEventsOf('cart-update', analyticsId)).toEqual([]);
  });
});

describe('recommendation', () => {
  const beacon = (body: unknown, analyticsId: string, origin?: string | null) =>
    send('http://at.localhost/api/events/recommendation', {
      body,
      cookie: `analytics_id=${analyticsId}`,
      ...(origin === undefined ? {} : { origin }),
    });

  it("answers 204 and reaches the service once with the locale's recommendation id", async () => {
    const analyticsId = newAnalyticsId();
    const response = await beacon({ recommendation: 'similar-products', action: 'click', path: `/p/${product.slug['de']}` }, analyticsId);
    expect(response.status).toBe(204);
    await expect.poll(() => eventsOf('recommendation', analyticsId)).toHaveLength(1);
    expect(await settledEventsOf('recommendation', analyticsId)).toEqual([
      {
        locale: 'de-AT',
        cookie: analyticsId,
        path: `/p/${product.slug['de']}`,
        recommendation_id: 'at-similar-products',
        recommendation_name: 'similar-products',
        action: 'click',
      },
    ]);
  });

  it.each([
    ['an unknown recommendation', { recommendation: 'everything', action: 'click', path: '/' }],
    ['a forged recommendation id', { recommendation: 'similar-products', action: 'click', path: '/', recommendation_id: 'forged' }],
    ['a path elsewhere', { recommendation: 'similar-products', action: 'click', path: 'https://evil.example/' }],
    ['10 KB', { recommendation: 'similar-products', action: 'click', path: `/${'a'.repeat(10_000)}` }],
  ])('refuses %s with a 4xx and sends nothing', async (_what, body) => {
    const analyticsId = newAnalyticsId();
    const response = await beacon(body, analyticsId);
    expect([400, 413]).toContain(response.status);
    expect(await settledEventsOf('recommendation', analyticsId)).toEqual([]);
  });

  it('refuses another site', async () => {
    const analyticsId = newAnalyticsId();
    const response = await beacon({ recommendation: 'similar-products', action: 'add', path: '/' }, analyticsId, 'https://evil.example');
    expect(response.status).toBe(403);
    expect(await settledEventsOf('recommendation', analyticsId)).toEqual([]);
  });
});

describe('customer-update', () => {
  it('reaches the service once after a profile update, with the analytics cookie and the customer id', async () => {
    const analyticsId = newAnalyticsId();
    const { cookie } = await signedIn(analyticsId);
    const profile = await get('http://de.localhost/api/account/profile', { cookie });
    const { customer } = await profile.json<{ customer: { id: string; version: number } }>();
    const updated = await send('http://de.localhost/api/account/profile', {
      method: 'PUT',
      body: { version: customer.version, firstName: 'Erika' },
      cookie,
    });
    expect(updated.status).toBe(200);
    await expect.poll(() => eventsOf('customer-update', analyticsId)).toHaveLength(1);
    expect(await settledEventsOf('customer-update', analyticsId)).toEqual([{ locale: 'de-DE', cookie: analyticsId, user_id: customer.id }]);
  });
});

describe('newsletter confirmation links', () => {
  const hash = (value: unknown) => encodeURIComponent(btoa(JSON.stringify(value)));
  const link = (query: string, ip: string) =>
    exports.default.fetch(
      new Request(`http://de.localhost/exConsents/confirm?${query}`, {
        headers: { 'user-agent': BROWSER_USER_AGENT, 'cf-connecting-ip': ip },
        redirect: 'manual',
      }),
    );
  const consentsOf = async (token: string) => (await received('consent')).filter((body) => body['email_token'] === token);

  it('sends nothing for a hash without an e-mail token, and redirects as before', async () => {
    const marker = `no-token-${crypto.randomUUID()}`;
    const response = await link(`hash=${hash({ redirect_to: `/c/${marker}`, consents: { newsletter: true }, campaign: marker })}`, newClientIp());
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`/c/${marker}`);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await received('consent')).filter((body) => JSON.stringify(body).includes(marker))).toEqual([]);
  });

  it("passes on only the spec's consent fields, each checked", async () => {
    const token = `token-${crypto.randomUUID()}`;
    const response = await link(
      `hash=${hash({
        redirect_to: '/',
        email_token: token,
        consents: { newsletter: true, sms: false, soft_phone: true, marketing_partners: true },
        user_id: 'someone-else',
        email: 'victim@example.com',
        additional_props: { admin: true },
      })}`,
      newClientIp(),
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/');
    await expect.poll(() => consentsOf(token)).toHaveLength(1);
    expect(await consentsOf(token)).toEqual([
      { locale: 'de-DE', consents: { newsletter: true, sms: false, soft_phone: true }, email_token: token, cookie: null },
    ]);
  });

  const marker = `forged-${crypto.randomUUID()}`;
  it.each([
    ['not base64', 'hash=%25%25%25', 308],
    ['not JSON', `hash=${encodeURIComponent(btoa(`{"email_token": "${marker}"`))}`, 308],
    ['an array', `hash=${hash([{ email_token: marker }])}`, 308],
    ['an object as token', `hash=${hash({ email_token: { value: marker } })}`, 308],
    ['a consent that is not a yes or no', `hash=${hash({ email_token: marker, consents: { newsletter: 'yes' } })}`, 308],
    // Decodable, so answered as every decodable link is (307, never cached); only the event is left out.
    ['a token of 201 characters', `hash=${hash({ email_token: marker.padEnd(201, 'x') })}`, 307],
    ['10 KB', `hash=${'A'.repeat(10_000)}`, 308],
  ])('treats a forged hash (%s) as a silent no-op with the home redirect', async (_what, query, status) => {
    const response = await link(query, newClientIp());
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await received('consent')).filter((body) => JSON.stringify(body).includes(marker))).toEqual([]);
  });

  it('sends nothing for the 11th link in a minute from one client, with the same redirect', async () => {
    const ip = loginIp();
    const tokens = Array.from({ length: 11 }, (_, index) => `limit-${index}-${crypto.randomUUID()}`);
    for (const token of tokens) {
      const response = await link(`hash=${hash({ redirect_to: '/c/gastro', email_token: token })}`, ip);
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe('/c/gastro');
    }
    await expect.poll(async () => (await received('consent')).filter((body) => tokens.includes(String(body['email_token'])))).toHaveLength(10);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const sent = (await received('consent')).filter((body) => tokens.includes(String(body['email_token'])));
    expect(sent.map((body) => body['email_token'])).toEqual(tokens.slice(0, 10));
  });
});
