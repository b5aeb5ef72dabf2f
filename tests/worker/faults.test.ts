// The shop when its backends fail. Commerce stopped: pages whose data is cached still answer 200, the
// others show the error page with 503 and no internals. A backend that answers only after 5 s: pages
// whose data is cached stream at once, and the slow calls finish behind the response. (Search stopped
// is covered in listing.test.ts: the listing says so, with 503.)
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import { app } from '../../src/worker/app.ts';
import type { Env } from '../../src/worker/env.ts';
import { commerceDown, fetchWith, workerEnv } from './bindings.ts';
import { BROWSER_USER_AGENT, get, textOf } from './request.ts';
import { departmentOf, productOnStock } from './seed.ts';

const commerceSlow: Env = { ...workerEnv, COMMERCE_API_URL: inject('slowCommerceUrl'), COMMERCE_AUTH_URL: inject('slowCommerceUrl') };
const searchSlow: Env = { ...workerEnv, SEARCH_URL: inject('slowSearchUrl') };

const cached = productOnStock(3);
const uncached = productOnStock(4);
const productPath = (product: typeof cached) => `/p/${product.slug['de']}`;

/** Ages every cached entry of the worker's KV past its freshness, so the next read refreshes it. */
async function ageCache(): Promise<void> {
  const { keys } = await workerEnv.CACHE.list();
  for (const { name } of keys) {
    const entry = await workerEnv.CACHE.get<Record<string, unknown>>(name, 'json');
    if (entry && typeof entry.storedAt === 'number') await workerEnv.CACHE.put(name, JSON.stringify({ ...entry, storedAt: Date.now() - 86_000_000 }));
  }
}

/** Requests the slow proxy is holding and has answered so far. */
const statsOf = async (proxyUrl: string) => (await fetch(`${proxyUrl}/__proxy/stats`)).json<{ pending: number; answered: number }>();

describe('commerce backend stopped', () => {
  it('answers cached product and category pages with 200, even when their entries are stale', async () => {
    for (const path of ['/', productPath(cached), `/c/${departmentOf(cached).slug['de']}`])
      expect((await get(`http://de.localhost${path}`)).status).toBe(200);
    await ageCache();
    const product = await fetchWith(commerceDown, `http://de.localhost${productPath(cached)}`);
    expect(product.status).toBe(200);
    expect(textOf(product.html)).toContain(cached.name['de']);
    const category = await fetchWith(commerceDown, `http://de.localhost/c/${departmentOf(cached).slug['de']}`);
    expect(category.status).toBe(200);
    expect(textOf(category.html)).toContain(departmentOf(cached).name['de']);
  });

  it("shows the error page with 503 for a product never cached, in the shopper's language and without internals", async () => {
    await get('http://de.localhost/');
    const page = await fetchWith(commerceDown, `http://de.localhost${productPath(uncached)}`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.html).toContain('<html lang="de"');
    expect(textOf(page.html)).toContain('Es ist ein Fehler aufgetreten');
    expect(page.html).not.toMatch(/Error:|TypeError|at [\w.]+ \(|127\.0\.0\.1:9|commerce backend/);
  });
});

describe('a backend that answers after 5 s', () => {
  /**
   * Reads what the worker streams up to the end of the page's main content (the shell and, for cached
   * data, the content itself) and what the slow backend had answered by then.
   */
  async function firstChunkWith(bindings: Env, proxyUrl: string, url: string) {
    const ctx = createExecutionContext();
    // A shopper's browser: crawlers (and requests without a user agent) get the complete page instead.
    const response = await app.fetch(new Request(url, { headers: { 'user-agent': BROWSER_USER_AGENT } }), bindings, ctx);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let first = '';
    while (!first.includes('</main>')) {
      const { done, value } = await reader.read();
      if (done) break;
      first += decoder.decode(value, { stream: true });
    }
    const answeredBefore = (await statsOf(proxyUrl)).answered;
    await reader.cancel();
    await waitOnExecutionContext(ctx);
    return { status: response.status, first, answeredBefore };
  }

  it('does not hold the shell of cached pages: it streams before the backend has answered anything', async () => {
    const pages = ['/', productPath(cached), `/c/${departmentOf(cached).slug['de']}`];
    // Cached, and every refresh behind these responses written, before the cache is aged.
    for (const path of pages) await fetchWith(workerEnv, `http://de.localhost${path}`);
    await ageCache();
    const proxy = inject('slowCommerceUrl');
    const before = await statsOf(proxy);
    // Rendered (a query of their own keeps them out of the HTML cache), from the data caches alone.
    const [home, product, category] = await Promise.all(
      pages.map((path) => firstChunkWith(commerceSlow, proxy, `http://de.localhost${path}?backend=slow`)),
    );
    for (const page of [home!, product!, category!]) {
      expect(page.status).toBe(200);
      expect(page.first).toContain('<header');
      expect(page.first).toContain('</main>');
      // Every call to the slow backend was still waiting when the page's content had arrived…
      expect(page.answeredBefore).toBe(before.answered);
    }
    expect(textOf(product!.first)).toContain(cached.name['de']);
    // …and the calls were made: the stale entries' refreshes and the product's extras, behind the response.
    expect((await statsOf(proxy)).answered).toBeGreaterThan(before.answered);
  });

  it('answers a listing from the search cache at once while search is slow, and says so when nothing is cached', async () => {
    await get('http://de.localhost/search?query=grill');
    const hit = await firstChunkWith(searchSlow, inject('slowSearchUrl'), 'http://de.localhost/search?query=grill');
    expect(hit.status).toBe(200);
    expect(hit.first).toContain('<header');
    const miss = await fetchWith(searchSlow, 'http://de.localhost/search?query=never-cached-before');
    expect(miss.status).toBe(503);
    expect(textOf(miss.html)).toContain('Produkte können gerade nicht angezeigt werden');
  });
});
