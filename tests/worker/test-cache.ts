// A cache context for tests of the cache helper: the worker's real stores, wrapped to count writes, and a
// waitUntil that a test can drain: "behind the response" made observable.
import { edgeEntryStore, kvEntryStore } from '../../src/worker/services/cache/entry-stores.ts';
import { defaultEdgeCache, type CacheContext } from '../../src/worker/services/cache/read-through.ts';
import { countingCache, countingKv } from './counting-bindings.ts';

export interface TestCache {
  context: CacheContext;
  kvWrites: () => number;
  edgeWrites: () => number;
  /** Waits for everything handed to waitUntil so far, and for what that work handed on in turn. */
  drain: () => Promise<void>;
}

export function testCache(kv: KVNamespace, options: { patienceMs?: number } = {}): TestCache {
  const countedKv = countingKv(kv);
  const countedEdge = countingCache(defaultEdgeCache());
  const pending: Promise<unknown>[] = [];
  const context: CacheContext = {
    stores: { kv: kvEntryStore(countedKv.binding), edge: edgeEntryStore(countedEdge.binding) },
    waitUntil: (promise) => {
      pending.push(promise);
    },
    ...(options.patienceMs === undefined ? {} : { patienceMs: options.patienceMs }),
  };
  return {
    context,
    kvWrites: countedKv.writes,
    edgeWrites: countedEdge.writes,
    async drain() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
  };
}
