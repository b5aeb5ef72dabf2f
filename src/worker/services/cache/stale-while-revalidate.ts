// A KV cache entry that is served while fresh, served AND refreshed in the background once stale, and
// still served when refreshing fails — so a cached page survives a commerce backend that is down.
import * as v from 'valibot';

export interface SwrOptions<T> {
  key: string;
  /** Seconds an entry is served without refreshing. */
  freshSeconds: number;
  /** Seconds an entry is kept at all; the fallback window while the backend is down. */
  keepSeconds: number;
  schema: v.GenericSchema<T>;
  load: () => Promise<T>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Reports a failed background refresh; the stale value is still served. */
  onRefreshError?: (error: unknown) => void;
}

const envelope = <T>(schema: v.GenericSchema<T>) => v.object({ storedAt: v.number(), value: schema });

async function store<T>(kv: KVNamespace, options: SwrOptions<T>): Promise<T> {
  const value = await options.load();
  await kv.put(options.key, JSON.stringify({ storedAt: Date.now(), value }), { expirationTtl: options.keepSeconds });
  return value;
}

export async function staleWhileRevalidate<T>(kv: KVNamespace, options: SwrOptions<T>): Promise<T> {
  const cached = v.safeParse(envelope(options.schema), await kv.get(options.key, 'json'));
  if (!cached.success) return store(kv, options);
  const ageSeconds = (Date.now() - cached.output.storedAt) / 1000;
  if (ageSeconds > options.freshSeconds) {
    options.waitUntil(
      store(kv, options).catch((error: unknown) => {
        (options.onRefreshError ?? ((e) => console.warn(`cache refresh of ${options.key} failed`, e)))(error);
      }),
    );
  }
  return cached.output.value;
}
