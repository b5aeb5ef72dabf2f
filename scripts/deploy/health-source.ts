// Where the rollout reads a region's health: an HTTP source answering, for a worker, the new version's and
// the previous version's figures since a moment (requests, 5xx answers, error log lines, p95 latency). In
// production it is a small service over Cloudflare's Workers analytics (GraphQL `workersInvocationsAdaptive`
// by script name and version); the tests script one. Its answer is checked, never trusted as it comes.
import * as v from 'valibot';
import type { VersionHealth } from '../../src/domain/operations/health-gate.ts';

const count = v.pipe(v.number(), v.minValue(0));
const VersionHealthSchema = v.object({ requests: count, errors5xx: count, errorLogs: count, p95Ms: count });
const ReadingSchema = v.object({ candidate: VersionHealthSchema, baseline: VersionHealthSchema });

export interface HealthReading {
  candidate: VersionHealth;
  baseline: VersionHealth;
}

export interface HealthSource {
  /** Throws with the reason when the source does not answer for this worker. */
  reachable(worker: string): Promise<void>;
  read(worker: string, versions: { candidate: string; baseline: string }, since: Date): Promise<HealthReading>;
}

const TIMEOUT_MS = 10_000;

export function httpHealthSource(url: string): HealthSource {
  const get = async (query: Record<string, string>) => {
    const target = new URL(url);
    for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(target, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new Error(`the health source ${url} does not answer (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
    if (!response.ok) throw new Error(`the health source ${url} answered ${response.status} for ${query['worker']}`);
    return response.json();
  };
  return {
    async reachable(worker) {
      await get({ worker });
    },
    async read(worker, { candidate, baseline }, since) {
      const parsed = v.safeParse(ReadingSchema, await get({ worker, candidate, baseline, since: since.toISOString() }));
      if (!parsed.success) throw new Error(`the health source ${url} answered no health for ${worker}: ${v.summarize(parsed.issues)}`);
      return parsed.output;
    },
  };
}
