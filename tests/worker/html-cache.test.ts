// The HTML cache for anonymous shoppers (src/worker/html-cache): a second view of a shared page is answered
// from it, each answer with a nonce of its own; what is personal (a cart, a session, a tier) never reaches
// another shopper's page; a price change reaches the page once the page's and the product's freshness have
// passed; error pages and answers that set a cookie are not kept. Requests go through the real app, with
// the stand-ins behind it; every request is read to the end and its background work (the store) awaited.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import { app } from '../../src/worker/app.ts';
import type { Env } from '../../src/worker/env.ts';
import { isStorableAnswer } from '../../src/worker/html-cache/storable-answer.ts';
import { workerEnv } from './bindings.ts';
import { changeProductPrice, createCart } from './commerce-fixtures.ts';
import { BROWSER_USER_AGENT, textOf } from './request.ts';
import { departmentOf, priceOf, productOnStock } from './seed.ts';
import { appDataOf } from './page-data.ts';
import type { AppData } from '../../src/react/page-data.ts';

async function view(url: string, { cookie, env = workerEnv }: { cookie?: string; env?: Env } = {}) {
  const headers = new Headers({ accept: 'text/html', 'user-agent': BROWSER_USER_AGENT });
  if (cookie) headers.set('cookie', cookie);
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, { headers, redirect: 'manual' }), env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, html, cache: response.headers.get('x-html-cache') };
}

const cspNonce = (headers: Headers): string | undefined => /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
const nonceAttributes = (html: string): string[] => [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1] ?? '');

// Products no other test file changes or views with a cookie.
const shown = productOnStock(31);
const repriced = productOnStock(32);
const productUrl = (product: typeof shown) => `http://de.localhost/p/${product.slug['de']}`;

describe('a shared page seen twice', () => {
  it('is rendered for the first shopper and answered from the cache for the second, with a nonce of its own', async () => {
    const url = `${productUrl(shown)}?html-cache=nonce`;
    const first = await view(url);
    const second = await view(url);
    expect([first.status, first.cache, second.status, second.cache]).toEqual([200, 'miss', 200, 'hit']);
    const [firstNonce, secondNonce] = [cspNonce(first.headers), cspNonce(second.headers)];
    expect(firstNonce).toBeDefined();
    expect(secondNonce).not.toBe(firstNonce);
    expect(nonceAttributes(first.html).length).toBeGreaterThan(0);
    expect(new Set(nonceAttributes(first.html))).toEqual(new Set([firstNonce]));
    expect(new Set(nonceAttributes(second.html))).toEqual(new Set([secondNonce]));
    expect(second.html).not.toContain(firstNonce);
    // The same document otherwise, byte for byte (the page's text is not ASCII only), and the same headers a browser acts on.
    expect(second.html.replaceAll(`nonce="${secondNonce}"`, `nonce="${firstNonce}"`)).toBe(first.html);
    expect(first.html).toMatch(/[^\x00-\x7f]/);
    for (const name of ['content-type', 'cache-control', 'strict-transport-security', 'permissions-policy'])
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    expect(textOf(second.html)).toContain(shown.name['de']);
  });

  it('is kept apart per market and query', async () => {
    const department = departmentOf(shown);
    const german = await view(`http://de.localhost/c/${department.slug['de']}?html-cache=market`);
    const austrian = await view(`http://at.localhost/c/${department.slug['de']}?html-cache=market`);
    const secondPage = await view(`http://de.localhost/c/${department.slug['de']}?html-cache=market&page=2`);
    expect([german.cache, austrian.cache]).toEqual(['miss', 'miss']);
    expect(secondPage.cache).not.toBe('hit');
    expect(german.html).toContain('<html lang="de"');
    expect(appDataOf<AppData>(austrian.html).market.country.code).toBe('AT');
  });
});

describe('personal parts', () => {
  it("never shows one shopper's cart in another's page, and the cart page is rendered for each", async () => {
    const cartId = await createCart({ store: 'de', currency: 'EUR', country: 'DE', skus: [shown.masterVariant.sku] });
    const withCart = `__Host-cart_id=${cartId}`;
    const url = `http://de.localhost/c/${departmentOf(shown).slug['de']}?html-cache=cart`;
    const mine = await view(url, { cookie: withCart });
    const theirs = await view(url);
    expect([mine.cache, theirs.cache]).toEqual(['miss', 'hit']);
    expect(theirs.html).not.toContain(cartId);
    const myCartPage = await view('http://de.localhost/checkout/cart', { cookie: withCart });
    const theirCartPage = await view('http://de.localhost/checkout/cart');
    expect([myCartPage.cache, theirCartPage.cache]).toEqual(['bypass', 'bypass']);
    expect(theirCartPage.html).not.toContain(cartId);
  });

  it.each([
    ['signed in', 'customer_id=c-1; __Host-commerce_token=t-1'],
    ['of a tier', 'customer_group=tier-1'],
  ])('renders the page for a shopper %s, neither from the cache nor into it', async (_, cookie) => {
    const url = `${productUrl(shown)}?html-cache=${encodeURIComponent(cookie)}`;
    expect((await view(url)).cache).toBe('miss');
    const personal = await view(url, { cookie });
    expect(personal.status).toBe(200);
    expect(personal.cache).toBe('bypass');
    const personalFirst = await view(`${url}&first=personal`, { cookie });
    expect(personalFirst.cache).toBe('bypass');
    expect((await view(`${url}&first=personal`)).cache).toBe('miss');
  });

  it('answers a product page from the cache for a shopper with an analytics id (the browser asks for the recommendations)', async () => {
    const url = `${productUrl(shown)}?html-cache=analytics`;
    expect((await view(url, { cookie: 'analytics_id=first-shoppers-analytics-id' })).cache).toBe('miss');
    const other = await view(url, { cookie: 'analytics_id=second-shoppers-analytics-id' });
    expect(other.cache).toBe('hit');
    expect(other.html).not.toContain('first-shoppers-analytics-id');
  });
});

describe('what is not kept', () => {
  it('leaves the JSON APIs alone: their answers say nothing of the HTML cache', async () => {
    const answer = await view('http://de.localhost/api/cart');
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.cache).toBeNull();
  });

  it('answers an unknown path with 404 every time, never a stored page', async () => {
    const url = 'http://de.localhost/p/no-such-product-html-cache';
    const first = await view(url);
    const second = await view(url);
    expect([first.status, first.cache, second.status, second.cache]).toEqual([404, 'bypass', 404, 'bypass']);
  });

  it('keeps no answer that sets a cookie, is not 200 or is marked no-store', () => {
    const anonymous = new Set(['country', '__Host-cart_id']);
    const answer = (status: number, headers: Record<string, string>) => new Response('<html></html>', { status, headers });
    const page = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' };
    expect(isStorableAnswer('category', anonymous, answer(200, page))).toBe(true);
    expect(isStorableAnswer('category', anonymous, answer(200, { ...page, 'set-cookie': 'customer_id=c-1; Path=/' }))).toBe(false);
    expect(isStorableAnswer('category', anonymous, answer(200, { ...page, 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isStorableAnswer('category', anonymous, answer(503, page))).toBe(false);
    expect(isStorableAnswer('cart', anonymous, answer(200, page))).toBe(false);
  });

  it('renders every other method than GET anew', async () => {
    const ctx = createExecutionContext();
    const url = `${productUrl(shown)}?html-cache=head`;
    await view(url);
    const head = await app.fetch(new Request(url, { method: 'HEAD', headers: { 'user-agent': BROWSER_USER_AGENT } }), workerEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(head.headers.get('x-html-cache')).toBe('bypass');
  });
});

describe('freshness', () => {
  const original = priceOf(repriced, 'EUR');
  afterAll(() => changeProductPrice(repriced.key, 'EUR', original));

  it('shows a changed price once the page and the product data have passed their freshness', async () => {
    // Every stored page is stale at once: the next view answers it and renders it again behind.
    const staleAtOnce: Env = { ...workerEnv, HTML_CACHE_FRESH_SECONDS: '0' };
    const url = `${productUrl(repriced)}?html-cache=price`;
    expect((await view(url, { env: staleAtOnce })).cache).toBe('miss');
    await changeProductPrice(repriced.key, 'EUR', 987_654);
    await ageProductData(repriced.masterVariant.sku);
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await view(url, { env: staleAtOnce });
      expect(page.cache).toBe('hit');
      seen.push(textOf(page.html).includes('9.876,54') ? 'new' : 'old');
    }
    // The first re-render reads the product's stale data (and refreshes it behind); the second has the new price.
    expect(seen).toEqual(['old', 'old', 'new']);
  });

  it('answers within the freshness without rendering again', async () => {
    const url = `${productUrl(shown)}?html-cache=fresh`;
    await view(url);
    const price = priceOf(shown, 'EUR');
    await changeProductPrice(shown.key, 'EUR', price + 100);
    await ageProductData(shown.masterVariant.sku);
    try {
      const page = await view(url);
      expect(page.cache).toBe('hit');
    } finally {
      await changeProductPrice(shown.key, 'EUR', price);
    }
  });
});

/** Ages the product's cached commerce data past its freshness, as a minute would. */
async function ageProductData(sku: string): Promise<void> {
  const { keys } = await workerEnv.CACHE.list({ prefix: 'product:' });
  for (const { name } of keys.filter((key) => key.name.endsWith(`:${sku}`))) {
    const entry = await workerEnv.CACHE.get<Record<string, unknown>>(name, 'json');
    if (entry && typeof entry.storedAt === 'number') await workerEnv.CACHE.put(name, JSON.stringify({ ...entry, storedAt: Date.now() - 86_000_000 }));
  }
}
