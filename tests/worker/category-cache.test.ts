// The category tree is cached in KV per market and locale with stale-while-revalidate: a cached tree
// keeps catalogue pages up while the commerce backend is down, and a stale one is refreshed behind the
// response.
import { describe, expect, it } from 'vitest';
import { commerceDown, fetchWith, workerEnv } from './bindings.ts';
import { get, textOf } from './request.ts';
import { departmentOf, productOnStock } from './seed.ts';

const department = departmentOf(productOnStock());

describe('category tree cache', () => {
  it('stores the tree of a market and locale in KV on first use', async () => {
    expect(await workerEnv.CACHE.get('category-tree:PL:pl-PL')).toBeNull();
    // fetchWith waits for the work behind the response: the cache is written there, not on the request path.
    expect((await fetchWith(workerEnv, 'http://pl.localhost/')).status).toBe(200);
    const cached: unknown = await workerEnv.CACHE.get('category-tree:PL:pl-PL', 'json');
    expect(JSON.stringify(cached)).toContain(department.slug['pl']!);
  });

  it('keeps serving category pages from the cached tree while the commerce backend is down', async () => {
    await get('http://pl.localhost/');
    const page = await fetchWith(commerceDown, `http://pl.localhost/c/${department.slug['pl']}`);
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain(department.name['pl']!);
  });

  it('refreshes a stale tree after answering with it', async () => {
    await get('http://cz.localhost/');
    const key = 'category-tree:CZ:cs-CZ';
    const fresh = await workerEnv.CACHE.get<{ storedAt: number; value: unknown }>(key, 'json');
    const staleAt = Date.now() - 3600_000;
    await workerEnv.CACHE.put(key, JSON.stringify({ storedAt: staleAt, value: fresh?.value }));
    // A query of its own, so the page is rendered (reading the tree) rather than answered from the HTML cache.
    const page = await fetchWith(workerEnv, 'http://cz.localhost/?tree=stale');
    expect(page.status).toBe(200);
    const refreshed = await workerEnv.CACHE.get<{ storedAt: number }>(key, 'json');
    expect(refreshed?.storedAt).toBeGreaterThan(staleAt);
  });

  it('shows the error page, without internals, when nothing is cached and the backend is down', async () => {
    const page = await fetchWith(commerceDown, 'http://hu.localhost/');
    expect(page.status).toBe(503);
    expect(page.html).toContain('<html lang="hu"');
    expect(textOf(page.html)).toContain('Hiba történt');
    expect(page.html).not.toMatch(/TypeError|at [\w.]+ \(|127\.0\.0\.1:9/);
  });
});
