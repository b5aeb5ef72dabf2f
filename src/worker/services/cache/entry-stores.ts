// The two stores behind the cache helper, reduced to what it needs: read an entry with the time it was
// stored, write one with its lifetime. A store that fails to read is a miss (logged), never a failed
// page: the backend is still there to ask.
import * as v from 'valibot';
import { edgeUrlOf, kvNameOf, type CacheKey } from './cache-key.ts';
import { logWarn } from '../observability/log.ts';

export interface StoredEntry {
  /** Epoch milliseconds of the write. */
  storedAt: number;
  /** The value as stored; parsed by the reader's schema before anyone uses it. */
  value: unknown;
}

export interface EntryStore {
  read(key: CacheKey): Promise<StoredEntry | null>;
  write(key: CacheKey, entry: StoredEntry, keepSeconds: number): Promise<void>;
}

const KvEnvelopeSchema = v.object({ storedAt: v.number(), value: v.unknown() });

/** A KV entry as it is written: `{ storedAt, value }` JSON under the key's KV name, expiring after `keep` seconds. */
export interface KvWrite {
  key: string;
  value: string;
  expirationTtl: number;
}

export const kvWriteOf = (key: CacheKey, entry: StoredEntry, keepSeconds: number): KvWrite => ({
  key: kvNameOf(key),
  value: JSON.stringify(entry),
  expirationTtl: keepSeconds,
});

/** KV entries as kvWriteOf makes them (the indexer writes its own the same way). */
export function kvEntryStore(kv: KVNamespace): EntryStore {
  return {
    async read(key) {
      const name = kvNameOf(key);
      let stored: unknown;
      try {
        stored = await kv.get(name, 'json');
      } catch (error) {
        logWarn(`cache: KV read of ${name} failed, treated as a miss`, error);
        return null;
      }
      if (stored === null) return null;
      const parsed = v.safeParse(KvEnvelopeSchema, stored);
      if (parsed.success) return parsed.output;
      logWarn(`cache: KV entry ${name} is not an entry, treated as a miss`);
      return null;
    },
    async write(key, entry, keepSeconds) {
      const write = kvWriteOf(key, entry, keepSeconds);
      await kv.put(write.key, write.value, { expirationTtl: write.expirationTtl });
    },
  };
}

/** The header that carries an edge entry's storing time: the Cache API itself only knows its expiry. */
export const STORED_AT_HEADER = 'x-cache-stored-at';

/** Cache API entries are JSON responses with `Cache-Control: max-age={keep}` and their storing time. */
export function edgeEntryStore(cache: Cache): EntryStore {
  return {
    async read(key) {
      const url = edgeUrlOf(key);
      try {
        const response = await cache.match(url);
        if (!response) return null;
        const storedAt = Number(response.headers.get(STORED_AT_HEADER));
        if (!Number.isFinite(storedAt) || storedAt <= 0) {
          await response.body?.cancel();
          logWarn(`cache: edge entry ${url} has no storing time, treated as a miss`);
          return null;
        }
        const value: unknown = await response.json();
        return { storedAt, value };
      } catch (error) {
        logWarn(`cache: edge read of ${url} failed, treated as a miss`, error);
        return null;
      }
    },
    async write(key, entry, keepSeconds) {
      await cache.put(
        edgeUrlOf(key),
        new Response(JSON.stringify(entry.value), {
          headers: {
            'content-type': 'application/json',
            'cache-control': `max-age=${keepSeconds}`,
            [STORED_AT_HEADER]: String(entry.storedAt),
          },
        }),
      );
    },
  };
}
