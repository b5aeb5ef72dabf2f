// One load per cache entry per isolate: a request that misses (or must refresh) an entry another request
// of this isolate is already loading waits for that load instead of asking the backend again, so twenty
// shoppers arriving together cost one backend call and one cache write.
//
// Sharing a promise between requests has two traps in workerd, and both are handled here:
// - Only plain data crosses: the load resolves to parsed values, never a Response or a stream (those
//   belong to the request that made them), and each follower gets its own copy, parsed by its schema,
//   so no request can change what another one renders.
// - The load runs on the I/O of the request that started it. If that request is cancelled, its I/O is
//   cancelled with it and the shared promise would never settle. The starter therefore hands the load to
//   its `waitUntil` (which keeps its I/O alive until the load and the write are done, up to 30 s after a
//   client left), and a follower waits at most FOLLOWER_PATIENCE_MS before loading on its own.
import * as v from 'valibot';

/** Longer than a commerce call may take (its client times out after 10 s), shorter than a shopper's patience. */
export const FOLLOWER_PATIENCE_MS = 10_000;

const flights = new Map<string, Promise<unknown>>();

/** The load of `name` another request started and that is not done yet (value loaded and written). */
export const flightOf = (name: string): Promise<unknown> | undefined => flights.get(name);

/**
 * Announces the load of `name`; other requests join it until `done` (the write behind it) settles. The
 * caller hands `done` to its waitUntil.
 */
export function startFlight(name: string, load: Promise<unknown>, done: Promise<unknown>): void {
  flights.set(name, load);
  void done.finally(() => {
    if (flights.get(name) === load) flights.delete(name);
  });
}

/** Forgets a flight that a follower gave up on, so the next request starts a load of its own. */
export function abandonFlight(name: string, load: Promise<unknown>): void {
  if (flights.get(name) === load) flights.delete(name);
}

export class FollowerGaveUp extends Error {
  constructor(name: string, waitedMs: number) {
    super(`the load of ${name} another request started has not settled after ${waitedMs} ms`);
    this.name = 'FollowerGaveUp';
  }
}

/**
 * The value of another request's load, as this request's own copy; rejects as the load does, or with
 * FollowerGaveUp after `patienceMs`.
 */
export async function follow<T>(name: string, load: Promise<unknown>, schema: v.GenericSchema<T>, patienceMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<'gave-up'>((resolve) => {
    timer = setTimeout(() => resolve('gave-up'), patienceMs);
  });
  try {
    const outcome = await Promise.race([load.then((value) => ({ value })), patience]);
    if (outcome === 'gave-up') throw new FollowerGaveUp(name, patienceMs);
    return v.parse(schema, outcome.value);
  } finally {
    clearTimeout(timer);
  }
}
