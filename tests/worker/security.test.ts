// What a browser is told to enforce on every answer (CSP with a fresh nonce and images only from the
// shop itself, HSTS, no sniffing, no framing, no powerful features) and the CSRF rule: a state-changing request from another origin changes nothing and is
// refused in the shopper's language.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { productOnStock } from './seed.ts';
import { get, newClientIp, send } from './request.ts';

const sku = productOnStock(1).masterVariant.sku;

function expectSecurityHeaders(response: Response): string {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("img-src 'self' data:;");
  // No scheme-wide source: outside hosts only by name (the third-party widgets' origins).
  expect(csp).not.toMatch(/[\s;]https?:(?=[\s;]|$)/);
  expect(csp).toMatch(/frame-src 'self' http:\/\/127\.0\.0\.1:\d+;/);
  const features = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) {
    expect(features.split(', ')).toContain(`${feature}=()`);
  }
  expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
}

describe('security headers', () => {
  it('are on pages, redirects, 404s, API answers and refusals alike', async () => {
    const answers = await Promise.all([
      get('http://de.localhost/'),
      get('http://de.localhost/Kategorie/'),
      get('http://de.localhost/no-such-page-anywhere'),
      get('http://de.localhost/robots.txt'),
      exports.default.fetch(new Request('http://de.localhost/api/cart')),
      exports.default.fetch(new Request('http://de.localhost/api/unknown')),
      send('http://de.localhost/api/search', { body: '{broken' }),
      send('http://de.localhost/api/cart/actions', { origin: 'https://evil.example' }),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 308, 404, 200, 200, 404, 400, 403]);
    for (const response of answers) expectSecurityHeaders(response);
  });

  it('give every page its own nonce, and every inline script in the page carries it', async () => {
    const [first, second] = await Promise.all([get('http://de.localhost/'), get('http://de.localhost/')]);
    const nonce = expectSecurityHeaders(first);
    expect(nonce).not.toBe(expectSecurityHeaders(second));
    const html = await first.text();
    await second.body?.cancel();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) {
      if (/type="application\/(ld\+)?json"/.test(attributes)) continue; // data, never executed
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });
});

describe('CSRF: state-changing requests from another origin', () => {
  const add = { actions: [{ action: 'addLineItem', sku, quantity: 1 }] };

  it("are refused in the shopper's language and create no cart", async () => {
    const response = await send('http://de.localhost/api/cart/actions', { body: add, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'cross-site', message: expect.stringContaining('Seite neu') });
    expect(response.headers.get('set-cookie') ?? '').not.toContain('cart_id');
    const fr = await send('http://fr.localhost/api/search', { body: { requests: [] }, origin: 'http://de.localhost' });
    expect(fr.status).toBe(403);
    expect(await fr.json()).toMatchObject({ message: expect.stringContaining('boutique') });
  });

  it('are refused without Origin unless the browser vouches with Sec-Fetch-Site', async () => {
    const bare = await send('http://de.localhost/api/cart/actions', { body: add, origin: null });
    expect(bare.status).toBe(403);
    const vouched = await exports.default.fetch(
      new Request('http://de.localhost/api/cart/actions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': newClientIp() },
        body: JSON.stringify(add),
      }),
    );
    expect(vouched.status).toBe(200);
    const deleted = await exports.default.fetch(
      new Request('http://de.localhost/api/cart', {
        method: 'DELETE',
        headers: {
          cookie: `__Host-cart_id=${/__Host-cart_id=([^;]+)/.exec(vouched.headers.get('set-cookie') ?? '')?.[1]}`,
          origin: 'https://evil.example',
        },
      }),
    );
    expect(deleted.status).toBe(403);
  });

  it('cover form posts and every method, not only JSON', async () => {
    const form = await exports.default.fetch(
      new Request('http://de.localhost/api/cart/actions', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        body: 'a=1',
      }),
    );
    expect(form.status).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await send('http://de.localhost/api/cart', { method, origin: 'https://evil.example' })).status).toBe(403);
    }
  });

  it('include opening the cart websocket from another site', async () => {
    const response = await exports.default.fetch(
      new Request('http://de.localhost/api/cart/ws?cartId=00000000-0000-4000-8000-000000000000', {
        headers: { upgrade: 'websocket', origin: 'https://evil.example' },
      }),
    );
    expect(response.status).toBe(403);
    expect(response.webSocket).toBeNull();
  });

  it("let the shop's own writes through", async () => {
    const response = await send('http://de.localhost/api/cart/actions', { body: add });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/__Host-cart_id=/);
  });
});
