// What one request gathers for its log line and its Server-Timing header: the caches it read and the
// backends it called. Kept per request with AsyncLocalStorage (nodejs_compat), so the services that
// record into it need no handle passed down; outside a request (a Durable Object's alarm) nothing is kept.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface BackendTiming {
  calls: number;
  /** Milliseconds spent in the calls, summed (parallel calls overlap). */
  ms: number;
  failures: number;
}

export interface RequestRecord {
  requestId: string;
  version: string;
  startedAt: number;
  /** What was asked for where the router's pattern says little (every page matches `/*`): `page:product`. */
  routeName?: string;
  cache: { hits: number; misses: number; stale: number };
  backends: Map<string, BackendTiming>;
}

const storage = new AsyncLocalStorage<RequestRecord>();

export function newRequestRecord(requestId: string, version: string): RequestRecord {
  return { requestId, version, startedAt: Date.now(), cache: { hits: 0, misses: 0, stale: 0 }, backends: new Map() };
}

export function withRequestRecord<T>(record: RequestRecord, work: () => T): T {
  return storage.run(record, work);
}

export function currentRequest(): RequestRecord | undefined {
  return storage.getStore();
}

/** Names the request's route in its log line: the route table's name of a page. */
export function nameRoute(name: string): void {
  const record = storage.getStore();
  if (record) record.routeName = name;
}

export function recordCacheRead(outcome: 'hit' | 'miss' | 'stale', count = 1): void {
  const record = storage.getStore();
  if (!record) return;
  if (outcome === 'hit') record.cache.hits += count;
  else if (outcome === 'miss') record.cache.misses += count;
  else record.cache.stale += count;
}

export function recordBackendCall(backend: string, ms: number, failed: boolean): void {
  const record = storage.getStore();
  if (!record) return;
  const timing = record.backends.get(backend) ?? { calls: 0, ms: 0, failures: 0 };
  timing.calls += 1;
  timing.ms += ms;
  if (failed) timing.failures += 1;
  record.backends.set(backend, timing);
}

/** A fetch that records its time under `backend` (commerce, search, payments…) for the current request. */
export function timedFetch(backend: string, send: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const started = performance.now();
    let failed = true;
    try {
      const response = await send(input, init);
      failed = response.status >= 500;
      return response;
    } finally {
      recordBackendCall(backend, performance.now() - started, failed);
    }
  };
}
