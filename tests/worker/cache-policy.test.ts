// The cache helper in workerd, against the worker's real KV namespace and Cache API (wrapped to count
// writes): concurrent misses and refreshes of one entry cost one backend call and one write, entries
// are fresh, stale and gone when their policy says, an old entry answers while the backend fails, "no
// such thing" never writes KV, no write holds up an answer, and no request waits forever for another.
import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CacheKey } from '../../src/worker/services/cache/cache-key.ts';
import { kvEntryStore } from '../../src/worker/services/cache/entry-stores.ts';
import { CACHE_POLICIES, policyFor, type CacheKind } from '../../src/worker/services/cache/policies.ts';
import { cached, cachedMany } from '../../src/worker/services/cache/read-through.ts';
import { testCache } from './test-cache.ts';

const Value = v.object({ n: v.number() });
type Value = v.InferOutput<typeof Value>;

const keyOf = (kind: CacheKind): CacheKey => ({ kind, scope: 'test', id: crypto.randomUUID() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A backend that answers `answer()` after a little while and counts how often it was asked. */
function backend(answer: () => Value | Promise<Value>) {
  let calls = 0;
  return {
    load: async (): Promise<Value> => {
      calls += 1;
      await sleep(20);
      return answer();
    },
    calls: () => calls,
  };
}

const failing = () => Promise.reject(new Error('backend down'));

/** Moves the clock of the worker (and of this test) on; the stores keep what they hold. */
function later(seconds: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

afterEach(() => {
  vi.useRealTimers();
});

// One kind per store and staleness mode, and the number of its writes in each store.
const KINDS = [
  { kind: 'category-tree', store: 'kv' },
  { kind: 'stock', store: 'edge' },
  { kind: 'search', store: 'edge' },
] as const satisfies { kind: CacheKind; store: 'kv' | 'edge' }[];

describe('concurrent misses and refreshes of one entry', () => {
  it.each(KINDS)('cost one backend call and one write: 20 concurrent misses of a $kind entry ($store)', async ({ kind, store }) => {
    const cache = testCache(env.CACHE);
    const service = backend(() => ({ n: 1 }));
    const key = keyOf(kind);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cached(cache.context, { key, schema: Value, load: service.load })));
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ n: 1 })));
    // Each request has its own copy: none can change what another renders.
    expect(new Set(answers).size).toBe(20);
    await cache.drain();
    expect(service.calls()).toBe(1);
    expect({ kv: cache.kvWrites(), edge: cache.edgeWrites() }).toEqual(store === 'kv' ? { kv: 1, edge: 0 } : { kv: 0, edge: 1 });
    // Written: the next request is answered from the store.
    expect(await cached(cache.context, { key, schema: Value, load: service.load })).toEqual({ n: 1 });
    expect(service.calls()).toBe(1);
  });

  it.each(KINDS)('cost one backend call and one write: 20 concurrent requests for a stale $kind entry', async ({ kind }) => {
    const cache = testCache(env.CACHE);
    let version = 1;
    const service = backend(() => ({ n: version }));
    const key = keyOf(kind);
    await cached(cache.context, { key, schema: Value, load: service.load });
    await cache.drain();
    const writesBefore = cache.kvWrites() + cache.edgeWrites();
    version = 2;
    later(CACHE_POLICIES[kind].fresh + 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cached(cache.context, { key, schema: Value, load: service.load })));
    // serve-and-refresh answers with the stale entry at once; only-if-error (search) waits for the new one.
    const expected = CACHE_POLICIES[kind].stale === 'serve-and-refresh' ? 1 : 2;
    expect(answers.every((answer) => answer.n === expected)).toBe(true);
    await cache.drain();
    expect(service.calls()).toBe(2);
    expect(cache.kvWrites() + cache.edgeWrites() - writesBefore).toBe(1);
    expect(await cached(cache.context, { key, schema: Value, load: service.load })).toEqual({ n: 2 });
  });

  it('load the entries of concurrent batches once each, sharing what overlaps', async () => {
    const cache = testCache(env.CACHE);
    const [a, b, c] = [keyOf('search'), keyOf('search'), keyOf('search')];
    const loaded: string[] = [];
    const loadMany = async (keys: readonly CacheKey[]) => {
      loaded.push(...keys.map((key) => key.id));
      await sleep(20);
      return keys.map((key) => ({ n: [a.id, b.id, c.id].indexOf(key.id) }));
    };
    const [first, second] = await Promise.all([
      cachedMany(cache.context, { keys: [a, b], schema: Value, loadMany }),
      cachedMany(cache.context, { keys: [b, c], schema: Value, loadMany }),
    ]);
    expect(first?.map((answer) => answer.value.n)).toEqual([0, 1]);
    expect(second?.map((answer) => answer.value.n)).toEqual([1, 2]);
    expect(loaded.sort()).toEqual([a.id, b.id, c.id].sort());
    await cache.drain();
    expect(cache.edgeWrites()).toBe(3);
  });
});

describe('freshness', () => {
  it.each(Object.keys(CACHE_POLICIES) as CacheKind[])('serves a %s entry as it is while fresh, and asks the backend once it is not', async (kind) => {
    const cache = testCache(env.CACHE);
    let version = 1;
    const service = backend(() => ({ n: version }));
    const key = keyOf(kind);
    await cached(cache.context, { key, schema: Value, load: service.load });
    await cache.drain();
    version = 2;
    later(CACHE_POLICIES[kind].fresh - 1);
    expect(await cached(cache.context, { key, schema: Value, load: service.load })).toEqual({ n: 1 });
    await cache.drain();
    expect(service.calls()).toBe(1);
    later(2);
    await cached(cache.context, { key, schema: Value, load: service.load });
    await cache.drain();
    expect(service.calls()).toBe(2);
    expect(await cached(cache.context, { key, schema: Value, load: service.load })).toEqual({ n: 2 });
  });
});

describe('stale if error', () => {
  it.each(KINDS)('answers from an old $kind entry ($store) while the backend fails, until the entry is older than its keep', async ({ kind }) => {
    const cache = testCache(env.CACHE);
    const key = keyOf(kind);
    await cached(cache.context, { key, schema: Value, load: async () => ({ n: 1 }) });
    await cache.drain();
    later(CACHE_POLICIES[kind].fresh + 1);
    expect(await cached(cache.context, { key, schema: Value, load: failing })).toEqual({ n: 1 });
    await cache.drain();
    later(CACHE_POLICIES[kind].keep - CACHE_POLICIES[kind].fresh - 10);
    expect(await cached(cache.context, { key, schema: Value, load: failing })).toEqual({ n: 1 });
    await cache.drain();
    later(20);
    await expect(cached(cache.context, { key, schema: Value, load: failing })).rejects.toThrow('backend down');
  });

  it('fails as the backend does when nothing was cached', async () => {
    const cache = testCache(env.CACHE);
    await expect(cached(cache.context, { key: keyOf('product'), schema: Value, load: failing })).rejects.toThrow('backend down');
    await cache.drain();
    expect(cache.kvWrites() + cache.edgeWrites()).toBe(0);
  });
});

describe('"no such thing" answers', () => {
  it('keeps an unknown product in the Cache API, a known one in KV, and answers with the newer of the two', async () => {
    const cache = testCache(env.CACHE);
    const schema = v.nullable(Value);
    const key = keyOf('product');
    let answer: Value | null = null;
    const load = async () => answer;
    expect(await cached(cache.context, { key, schema, load })).toBeNull();
    await cache.drain();
    expect({ kv: cache.kvWrites(), edge: cache.edgeWrites() }).toEqual({ kv: 0, edge: 1 });
    // The product appears: once the "unknown" answer is stale, it is refreshed into KV.
    answer = { n: 7 };
    later(CACHE_POLICIES.product.absent.fresh + 1);
    await cached(cache.context, { key, schema, load });
    await cache.drain();
    expect({ kv: cache.kvWrites(), edge: cache.edgeWrites() }).toEqual({ kv: 1, edge: 1 });
    expect(await cached(cache.context, { key, schema, load })).toEqual({ n: 7 });
    // …and disappears again: the newer "unknown" in the Cache API wins over the product left in KV.
    answer = null;
    later(CACHE_POLICIES.product.fresh + 1);
    await cached(cache.context, { key, schema, load });
    await cache.drain();
    expect(cache.edgeWrites()).toBe(2);
    expect(await cached(cache.context, { key, schema, load })).toBeNull();
  });

  it('are kept under their own policy', () => {
    expect(policyFor('product', null)).toEqual({ store: 'edge', fresh: 60, keep: 3_600, stale: 'serve-and-refresh' });
    expect(policyFor('product', { sku: 'EX10010001' }).store).toBe('kv');
  });
});

describe('writes', () => {
  it('never hold up an answer: a store that does not finish writing is waited for only behind the response', async () => {
    const hanging = new Proxy(env.CACHE, {
      get(target, property) {
        if (property === 'put') return () => new Promise<void>(() => undefined);
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const behind: Promise<unknown>[] = [];
    const cache = testCache(env.CACHE);
    const context = {
      ...cache.context,
      stores: { ...cache.context.stores, kv: kvEntryStore(hanging) },
      waitUntil: (p: Promise<unknown>) => {
        behind.push(p);
      },
    };
    expect(await cached(context, { key: keyOf('category-tree'), schema: Value, load: async () => ({ n: 1 }) })).toEqual({ n: 1 });
    expect(behind.length).toBeGreaterThan(0);
  });
});

describe("a request that waits for another one's load", () => {
  it('loads on its own when that load never settles (its request was cancelled with its I/O)', async () => {
    const cache = testCache(env.CACHE, { patienceMs: 50 });
    const key = keyOf('stock');
    let calls = 0;
    const lost = cached(cache.context, {
      key,
      schema: Value,
      load: () => {
        calls += 1;
        return new Promise<Value>(() => undefined);
      },
    });
    const started = Date.now();
    const answer = await cached(cache.context, {
      key,
      schema: Value,
      load: async () => {
        calls += 1;
        return { n: 2 };
      },
    });
    expect(answer).toEqual({ n: 2 });
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeLessThan(2_000);
    // A third request joins the new load, not the lost one.
    expect(await cached(cache.context, { key, schema: Value, load: failing })).toEqual({ n: 2 });
    void lost;
  });
});

describe('the policy table', () => {
  it('keeps what lives seconds to minutes in the Cache API and what lives hours to days in KV', () => {
    expect(CACHE_POLICIES.search).toEqual({ store: 'edge', fresh: 120, keep: 86_400, stale: 'only-if-error' });
    expect(CACHE_POLICIES.stock).toEqual({ store: 'edge', fresh: 15, keep: 3_600, stale: 'serve-and-refresh', warmedIn: 'kv' });
    for (const kind of ['volume-discounts', 'complementary', 'comparison', 'recommended-cards', 'seo-redirect'] as const) {
      expect(CACHE_POLICIES[kind].store, kind).toBe('edge');
    }
    expect(CACHE_POLICIES.product).toMatchObject({ store: 'kv', fresh: 60, keep: 86_400, absent: { store: 'edge' } });
    for (const kind of ['category-tree', 'category-directory', 'shipping-options', 'store-settings'] as const) {
      expect(CACHE_POLICIES[kind].store, kind).toBe('kv');
      expect(CACHE_POLICIES[kind].keep, kind).toBeGreaterThanOrEqual(86_400);
    }
  });

  it("keeps every entry longer than it is fresh, and at least KV's minimum of 60 s", () => {
    for (const [kind, policy] of Object.entries(CACHE_POLICIES)) {
      expect(policy.keep, kind).toBeGreaterThan(policy.fresh);
      expect(policy.keep, kind).toBeGreaterThanOrEqual(60);
    }
  });
});
