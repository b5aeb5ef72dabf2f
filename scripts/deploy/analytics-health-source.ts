// The production health source of `npm run rollout -- --health cloudflare`: a region's worker's figures per
// version, read from Cloudflare itself with the account's API token, no service of ours in between.
// - requests and p95 latency (wall time): the Workers analytics (workers-invocations.ts);
// - 5xx answers: the 5xx answers in Workers Logs, scaled from the logged answers to all the version's
//   requests, and never fewer than the analytics' failed invocations (each a Cloudflare 5xx error page).
//   The larger of the two, not their sum: whether a thrown invocation's log carries a response status is not
//   documented, and a sum could count it twice; the larger may miss some, it never invents any;
// - error logs: the error-level lines in Workers Logs, scaled the same way (workers-logs.ts).
// Every answer is validated; an error, a refusal (401, 403, GraphQL errors) or no answer in 10 s throws with
// the source and the worker named, which the rollout turns into "refused, nothing changed" before its first step.
import type { VersionHealth } from '../../src/domain/operations/health-gate.ts';
import type { CloudflareApi } from './cloudflare-api.ts';
import type { HealthSource } from './health-source.ts';
import { checkInvocations, type InvocationFigures, NO_INVOCATIONS, readInvocations } from './workers-invocations.ts';
import { checkLogs, type LogFigures, NO_LOGS, readLogs } from './workers-logs.ts';

const CLOUDFLARE_API_URL = 'https://api.cloudflare.com/client/v4';

export interface CloudflareAccess {
  accountId: string;
  apiToken: string;
  /** Cloudflare's API v4 base; another one (a stand-in) for tests. */
  apiUrl?: string;
}

function versionHealth(analytics: InvocationFigures, logs: LogFigures): VersionHealth {
  // Logs are sampled per invocation: their share of answers is the version's share.
  const perLoggedAnswer = logs.answers > 0 ? analytics.requests / logs.answers : 0;
  return {
    requests: analytics.requests,
    errors5xx: Math.max(analytics.failed, Math.round(logs.answers5xx * perLoggedAnswer)),
    errorLogs: Math.round(logs.errorLines * perLoggedAnswer),
    p95Ms: analytics.p95Ms,
  };
}

export function cloudflareHealthSource({ accountId, apiToken, apiUrl = CLOUDFLARE_API_URL }: CloudflareAccess): HealthSource {
  const api: CloudflareApi = { accountId, apiToken, apiUrl: apiUrl.replace(/\/+$/, '') };
  return {
    async reachable(worker) {
      await Promise.all([checkInvocations(api, worker), checkLogs(api, worker)]);
    },
    async read(worker, { candidate, baseline }, since) {
      const until = new Date();
      const versions = [candidate, baseline];
      const [analytics, logs] = await Promise.all([
        readInvocations(api, worker, versions, since, until),
        readLogs(api, worker, versions, since, until),
      ]);
      const health = (version: string) => versionHealth(analytics.get(version) ?? NO_INVOCATIONS, logs.get(version) ?? NO_LOGS);
      return { candidate: health(candidate), baseline: health(baseline) };
    },
  };
}
