// Whether a region may take more of a new version (issue 19's rollout): the new version's requests in the
// region since its share was raised, against the version it replaces in the same minutes. A gate that fails
// rolls the region back. The figures come from the health source (Workers analytics in production).

export interface VersionHealth {
  requests: number;
  /** Answers with a 5xx status. */
  errors5xx: number;
  /** Log lines at error level. */
  errorLogs: number;
  p95Ms: number;
}

export interface GateLimits {
  /** Fewer requests than this on the new version say nothing yet: the gate fails rather than guess. */
  minRequests: number;
  /** A 5xx share the new version may always have; above it, it may have at most twice the old one's. */
  errorRate: number;
  /** The same for error log lines per request. */
  errorLogRate: number;
  /** The new version's p95 may be this much slower than the old one's, relatively and in milliseconds. */
  latencyFactor: number;
  latencySlackMs: number;
}

export const DEFAULT_GATE_LIMITS: GateLimits = { minRequests: 200, errorRate: 0.01, errorLogRate: 0.005, latencyFactor: 1.25, latencySlackMs: 50 };

const rate = (count: number, requests: number) => (requests > 0 ? count / requests : 0);
const percent = (share: number) => `${(share * 100).toFixed(2)} %`;

/** Why the new version may not go further, one sentence per failed check; none when it may. */
export function gateFailures(candidate: VersionHealth, baseline: VersionHealth, limits: GateLimits = DEFAULT_GATE_LIMITS): string[] {
  if (candidate.requests < limits.minRequests)
    return [`only ${candidate.requests} requests reached the new version, ${limits.minRequests} are needed to judge it`];
  const failures: string[] = [];
  const errors = rate(candidate.errors5xx, candidate.requests);
  const baselineErrors = rate(baseline.errors5xx, baseline.requests);
  if (errors > Math.max(limits.errorRate, 2 * baselineErrors))
    failures.push(`5xx answers ${percent(errors)} of requests, against ${percent(baselineErrors)} on the previous version`);
  const logs = rate(candidate.errorLogs, candidate.requests);
  const baselineLogs = rate(baseline.errorLogs, baseline.requests);
  if (logs > Math.max(limits.errorLogRate, 2 * baselineLogs))
    failures.push(`error logs on ${percent(logs)} of requests, against ${percent(baselineLogs)} on the previous version`);
  const slowest = baseline.p95Ms * limits.latencyFactor + limits.latencySlackMs;
  if (baseline.requests > 0 && candidate.p95Ms > slowest)
    failures.push(`p95 latency ${Math.round(candidate.p95Ms)} ms, against ${Math.round(baseline.p95Ms)} ms on the previous version`);
  return failures;
}
