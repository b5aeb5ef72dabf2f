// What the caches cost, seen from outside the worker: nothing a stranger can vary without limit (search
// queries, product numbers, paths) writes KV, and concurrent shoppers asking for the same thing cost the
// commerce backend one request, each request in its own request context as in production.
import { exports } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { fetchWith, workerEnv } from './bindings.ts';
import { countingKv } from './counting-bindings.ts';
import { BROWSER_USER_AGENT } from './request.ts';
import { productOnStock } from './seed.ts';

/** Eight digits no product of the seed has (its numbers start with 1, 2 or 5). */
const unknownProductNumber = (): string => `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const randomWord = (): string => Math.random().toString(36).slice(2, 10);

/** Requests the commerce stand-in received whose decoded URL contains `text`. */
async function commerceRequests(text: string): Promise<number> {
  const response = await fetch(`${inject('commerceUrl')}/__stats/requests?contains=${encodeURIComponent(text)}`);
  const { count } = await response.json<{ count: number }>();
  return count;
}

const kvKeys = async (): Promise<string[]> => (await workerEnv.CACHE.list()).keys.map((key) => key.name).sort();

describe('KV', () => {
  it('is not written by random search queries, unknown product numbers or paths without a page', async () => {
    const origin = 'http://cz.localhost';
    const product = productOnStock(5);
    // The market's long-lived entries (category tree, store settings, shipping options, the commerce
    // token) are written once, by pages anyone may ask for.
    for (const path of ['/', `/p/${product.slug['cs']}`, '/search?query=gril'])
      expect((await fetchWith(workerEnv, `${origin}${path}`)).status).toBe(200);
    const before = await kvKeys();
    const kv = countingKv(workerEnv.CACHE);
    const bindings = { ...workerEnv, CACHE: kv.binding };
    for (let i = 0; i < 8; i++) {
      expect((await fetchWith(bindings, `${origin}/search?query=${randomWord()}`)).status).toBe(200);
      expect((await fetchWith(bindings, `${origin}/p/anything-${unknownProductNumber()}`)).status).toBe(404);
      expect((await fetchWith(bindings, `${origin}/no-such-page-${randomWord()}`)).status).toBe(404);
    }
    expect(kv.writes()).toBe(0);
    expect(await kvKeys()).toEqual(before);
  });
});

describe('concurrent shoppers', () => {
  const productPage = (number: string, signal?: AbortSignal) =>
    exports.default.fetch(
      new Request(`http://sk.localhost/p/anything-${number}`, {
        headers: { accept: 'text/html', 'user-agent': BROWSER_USER_AGENT },
        ...(signal ? { signal } : {}),
      }),
    );

  it('asking for one unknown product number at once cost commerce one product request and no stock request', async () => {
    const number = unknownProductNumber();
    const pages = await Promise.all(Array.from({ length: 20 }, () => productPage(number)));
    for (const page of pages) {
      expect(page.status).toBe(404);
      await page.text();
    }
    expect(await commerceRequests(`GET /exquip/product-projections?where=masterVariant(sku = "EX${number}")`)).toBe(1);
    // Stock is asked only once the product exists.
    expect(await commerceRequests(`GET /exquip/inventory?where=sku in ("EX${number}")`)).toBe(0);
  });

  it('are all answered when the one whose request loads the entry leaves', async () => {
    const number = unknownProductNumber();
    const leaving = new AbortController();
    const first = productPage(number, leaving.signal);
    const others = Array.from({ length: 10 }, () => productPage(number));
    leaving.abort();
    await first.then(
      (response) => response.body?.cancel(),
      (error: unknown) => {
        expect(String(error)).toMatch(/abort/i);
      },
    );
    const started = Date.now();
    for (const page of await Promise.all(others)) {
      expect(page.status).toBe(404);
      await page.text();
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await commerceRequests(`GET /exquip/product-projections?where=masterVariant(sku = "EX${number}")`)).toBeLessThanOrEqual(2);
  });
});
