// What the health endpoint reports (issue 19): whether the shop's backends answer this worker now —
// commerce (a store read), search (an empty query on the default market's index) and the KV cache (a read)
// — each within a few seconds, with how long it took. A check that fails says why, for the operator.
import { COUNTRIES, DEFAULT_COUNTRY, localeOf } from '../../../domain/markets/countries.ts';
import { indexName } from '../../../domain/search/record.ts';
import type { Env } from '../../env.ts';
import { getStoreSettings } from '../commerce/store-settings.ts';
import { searchClient } from '../search/client.ts';
import { logWarn } from '../observability/log.ts';

/** Longer than a backend's normal answer, shorter than an operator's or the rollout's patience. */
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;

export interface CheckResult {
  ok: boolean;
  ms: number;
  /** Why it failed (absent when it answered). */
  error?: string;
}

export type HealthChecks = Record<'commerce' | 'search' | 'kv', CheckResult>;

async function timed(check: () => Promise<unknown>): Promise<CheckResult> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`));
    }, HEALTH_CHECK_TIMEOUT_MS);
  });
  const work = check();
  try {
    await Promise.race([work, timeout]);
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    // A check that fails after its timeout is still heard of, in the log (one that failed in time is the answer).
    if (timedOut) work.catch((late: unknown) => logWarn('health check failed after its timeout', late));
    return { ok: false, ms: Date.now() - started, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export async function runHealthChecks(env: Env): Promise<HealthChecks> {
  const home = COUNTRIES[DEFAULT_COUNTRY];
  const locale = localeOf(home.code, home.languages[0]);
  const [commerce, search, kv] = await Promise.all([
    timed(() => getStoreSettings(env, home.storeKey)),
    timed(() => searchClient(env).search({ requests: [{ indexName: indexName(locale), query: '', hitsPerPage: 0 }] })),
    timed(() => env.CACHE.get('health:probe')),
  ]);
  return { commerce, search, kv };
}
