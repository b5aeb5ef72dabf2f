// The shop's one cache helper. Where an entry lives and how long it is good for is data
// (policies.ts); this is the behaviour every kind shares:
// - fresh: served as it is;
// - stale: `serve-and-refresh` kinds answer with it and refresh it behind the response, `only-if-error`
//   kinds ask the backend first; either way an entry younger than `keep` answers when the backend fails;
// - miss: loaded, answered, written behind the response.
// No write is awaited on the request path: every write goes to waitUntil with a logged catch. Loads of
// one entry are collapsed per isolate (in-flight.ts), so one entry is written at most once per refresh.
import * as v from 'valibot';
import type { Env } from '../../env.ts';
import { flightNameOf, type CacheKey } from './cache-key.ts';
import { edgeEntryStore, kvEntryStore, type EntryStore } from './entry-stores.ts';
import { abandonFlight, FOLLOWER_PATIENCE_MS, FollowerGaveUp, flightOf, follow, startFlight } from './in-flight.ts';
import { policiesOf, policyFor, type CachePolicy, type CacheStore } from './policies.ts';
import { recordCacheRead } from '../observability/request-context.ts';
import { logWarn } from '../observability/log.ts';

export type WaitUntil = (promise: Promise<unknown>) => void;

export interface CacheContext {
  readonly stores: Readonly<Record<CacheStore, EntryStore>>;
  readonly waitUntil: WaitUntil;
  /** How long a request waits for another request's load of the same entry (tests shorten it). */
  readonly patienceMs?: number;
}

/** `caches.default`, which the project's DOM typings (lib "dom", for the React code) hide. */
export function defaultEdgeCache(): Cache {
  const cache: unknown = Reflect.get(caches, 'default');
  if (!(cache instanceof Cache)) throw new Error('this runtime has no caches.default');
  return cache;
}

/** The cache of a request: the worker's KV namespace and the data center's Cache API. */
export function cacheContext(env: Pick<Env, 'CACHE'>, waitUntil: WaitUntil): CacheContext {
  return { stores: { kv: kvEntryStore(env.CACHE), edge: edgeEntryStore(defaultEdgeCache()) }, waitUntil };
}

/**
 * How an entry was answered: `fresh` from the cache, `stale` from the cache while being refreshed,
 * `loaded` from the backend (by this request or one it joined), `stale-on-error` from an older entry
 * because the backend failed.
 */
export type CacheOutcome = 'fresh' | 'stale' | 'loaded' | 'stale-on-error';

export interface CacheAnswer<T> {
  value: T;
  outcome: CacheOutcome;
}

export interface CacheLookup<T> {
  key: CacheKey;
  /** Parses what a store held (or another request loaded); an entry that fails it is a miss. */
  schema: v.GenericSchema<T>;
  load: () => Promise<T>;
}

export interface CacheBatch<T> {
  keys: readonly CacheKey[];
  schema: v.GenericSchema<T>;
  /** Loads the values of `keys` (a subset of the batch's keys), in their order, in one backend call. */
  loadMany: (keys: readonly CacheKey[]) => Promise<T[]>;
}

interface Found<T> {
  value: T;
  storedAt: number;
  policy: CachePolicy;
}

/**
 * The newest entry of `key` in the stores its kind may use, parsed; null on a miss. The indexer's copy
 * (`warmedIn`) answers only when the worker's own stores have none: it is the older one once they do. It
 * is read beside them, not after, so a miss takes no longer than before.
 */
async function readNewest<T>(context: CacheContext, key: CacheKey, schema: v.GenericSchema<T>): Promise<Found<T> | null> {
  const policies = policiesOf(key.kind);
  const warmedStores = [...new Set(policies.flatMap((policy) => policy.warmedIn ?? []))];
  const [own, warmed] = await Promise.all([
    readParsed(context, key, schema, [...new Set(policies.map((policy) => policy.store))]),
    warmedStores.length > 0 ? readParsed(context, key, schema, warmedStores) : null,
  ]);
  return own ?? warmed;
}

async function readParsed<T>(
  context: CacheContext,
  key: CacheKey,
  schema: v.GenericSchema<T>,
  stores: readonly CacheStore[],
): Promise<Found<T> | null> {
  const entries = await Promise.all(stores.map((store) => context.stores[store].read(key)));
  let newest: Found<T> | null = null;
  for (const entry of entries) {
    if (!entry || (newest && newest.storedAt >= entry.storedAt)) continue;
    const parsed = v.safeParse(schema, entry.value);
    if (!parsed.success) {
      logWarn(`cache: ${flightNameOf(key)} holds a value of another shape (${v.summarize(parsed.issues)}), treated as a miss`);
      continue;
    }
    newest = { value: parsed.output, storedAt: entry.storedAt, policy: policyFor(key.kind, parsed.output) };
  }
  return newest;
}

function writeBehind(context: CacheContext, key: CacheKey, value: unknown): Promise<void> {
  const policy = policyFor(key.kind, value);
  return context.stores[policy.store].write(key, { storedAt: Date.now(), value }, policy.keep).catch((error: unknown) => {
    logWarn(`cache: writing ${flightNameOf(key)} to ${policy.store} failed`, error);
  });
}

/**
 * One promise per key for its value: joined where another request is loading that key, else loaded here
 * (the keys not in flight together, in one `loadMany` call) and written behind. Every write, and every
 * load others may wait for, is handed to waitUntil.
 */
function loadShared<T>(context: CacheContext, batch: CacheBatch<T>, keys: readonly CacheKey[]): Promise<T>[] {
  const patienceMs = context.patienceMs ?? FOLLOWER_PATIENCE_MS;
  const mine: { key: CacheKey; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const values = keys.map((key): Promise<T> => {
    const name = flightNameOf(key);
    const flight = flightOf(name);
    if (flight) {
      return follow(name, flight, batch.schema, patienceMs).catch((error: unknown) => {
        if (!(error instanceof FollowerGaveUp)) throw error;
        logWarn(`cache: ${error.message}; loading it again`);
        abandonFlight(name, flight);
        return loadShared(context, batch, [key])[0] ?? Promise.reject(new Error(`no load for ${name}`));
      });
    }
    let resolve: (value: T) => void = () => undefined;
    let reject: (error: unknown) => void = () => undefined;
    const value = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    mine.push({ key, resolve, reject });
    // The write waits for the value; a failed load reaches everyone through `value` and writes nothing.
    const done = Promise.allSettled([value]).then(([loaded]) =>
      loaded?.status === 'fulfilled' ? writeBehind(context, key, loaded.value) : undefined,
    );
    startFlight(name, value, done);
    context.waitUntil(done);
    return value;
  });
  if (mine.length > 0) {
    // Started from a settled promise, so even a load that throws at once settles every flight above.
    Promise.resolve(mine.map((own) => own.key))
      .then(batch.loadMany)
      .then((loaded) => {
        if (loaded.length !== mine.length) throw new Error(`loaded ${loaded.length} values for ${mine.length} cache entries`);
        for (const [i, value] of loaded.entries()) mine[i]?.resolve(value);
      })
      .catch((error: unknown) => {
        for (const own of mine) own.reject(error);
      });
  }
  return values;
}

const ageOf = (found: Found<unknown>, now: number): number => (now - found.storedAt) / 1000;

/** Answers for a batch of keys of one kind, loading what is missing in one call. */
export async function cachedMany<T>(context: CacheContext, batch: CacheBatch<T>): Promise<CacheAnswer<T>[]> {
  const found = await Promise.all(batch.keys.map((key) => readNewest(context, key, batch.schema)));
  const now = Date.now();
  const answers: (CacheAnswer<T> | undefined)[] = [];
  const toRefresh: CacheKey[] = [];
  const toLoad: number[] = [];
  found.forEach((entry, i) => {
    const key = batch.keys[i];
    if (!key) return;
    if (entry && ageOf(entry, now) < entry.policy.fresh) {
      answers[i] = { value: entry.value, outcome: 'fresh' };
    } else if (entry && ageOf(entry, now) < entry.policy.keep && entry.policy.stale === 'serve-and-refresh') {
      answers[i] = { value: entry.value, outcome: 'stale' };
      toRefresh.push(key);
    } else {
      toLoad.push(i);
    }
  });
  recordCacheRead('hit', batch.keys.length - toRefresh.length - toLoad.length);
  recordCacheRead('stale', toRefresh.length);
  recordCacheRead('miss', toLoad.length);
  // An entry another request is refreshing already is left to that request.
  const refresh = toRefresh.filter((key) => !flightOf(flightNameOf(key)));
  if (refresh.length > 0) {
    context.waitUntil(
      Promise.all(loadShared(context, batch, refresh)).catch((error: unknown) => {
        logWarn(`cache: refreshing ${refresh.map(flightNameOf).join(', ')} failed; their stale entries are served meanwhile`, error);
      }),
    );
  }
  if (toLoad.length > 0) {
    const keys = toLoad.flatMap((i) => batch.keys[i] ?? []);
    const loaded = await Promise.allSettled(loadShared(context, batch, keys));
    let failure: unknown;
    let fallbacks = 0;
    let unanswered = false;
    loaded.forEach((result, j) => {
      const i = toLoad[j] ?? -1;
      const entry = found[i];
      if (result.status === 'fulfilled') {
        answers[i] = { value: result.value, outcome: 'loaded' };
        return;
      }
      failure ??= result.reason;
      if (entry && ageOf(entry, now) < entry.policy.keep) {
        answers[i] = { value: entry.value, outcome: 'stale-on-error' };
        fallbacks += 1;
      } else {
        unanswered = true;
      }
    });
    if (unanswered) throw failure;
    if (fallbacks > 0) {
      logWarn(`cache: loading failed; ${fallbacks} ${keys[0]?.kind} entries answered from older copies`, failure);
    }
  }
  return batch.keys.map((key, i) => {
    const answer = answers[i];
    if (!answer) throw new Error(`cache: no answer for ${flightNameOf(key)}`);
    return answer;
  });
}

/**
 * What the cache holds of one entry, while it may still be served (within `keep`), without loading it on a
 * miss: for what a request can do without (the pending echo's product names) and should not cost a backend call.
 */
export async function cachedIfPresent<T>(context: CacheContext, key: CacheKey, schema: v.GenericSchema<T>): Promise<T | null> {
  const found = await readNewest(context, key, schema);
  return found && ageOf(found, Date.now()) < found.policy.keep ? found.value : null;
}

/** The value of one entry: from the cache, or loaded (see the top of this file). */
export async function cached<T>(context: CacheContext, lookup: CacheLookup<T>): Promise<T> {
  const [answer] = await cachedMany(context, {
    keys: [lookup.key],
    schema: lookup.schema,
    loadMany: async () => [await lookup.load()],
  });
  if (!answer) throw new Error(`cache: no answer for ${flightNameOf(lookup.key)}`);
  return answer.value;
}
