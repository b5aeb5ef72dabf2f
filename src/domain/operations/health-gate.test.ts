import { describe, expect, it } from 'vitest';
import { gateFailures, type VersionHealth } from './health-gate.ts';

const healthy: VersionHealth = { requests: 10_000, errors5xx: 20, errorLogs: 10, p95Ms: 180 };

describe('the rollout health gate', () => {
  it('lets a version as healthy as the one it replaces go on', () => {
    expect(gateFailures({ requests: 1_000, errors5xx: 3, errorLogs: 1, p95Ms: 200 }, healthy)).toEqual([]);
  });

  it('stops a version with more 5xx answers, error logs or latency than the old one allows', () => {
    expect(gateFailures({ requests: 1_000, errors5xx: 40, errorLogs: 30, p95Ms: 400 }, healthy)).toEqual([
      '5xx answers 4.00 % of requests, against 0.20 % on the previous version',
      'error logs on 3.00 % of requests, against 0.10 % on the previous version',
      'p95 latency 400 ms, against 180 ms on the previous version',
    ]);
  });

  it('tolerates what the old version already did, up to twice as often', () => {
    const noisy: VersionHealth = { requests: 10_000, errors5xx: 300, errorLogs: 0, p95Ms: 180 };
    expect(gateFailures({ requests: 1_000, errors5xx: 50, errorLogs: 0, p95Ms: 180 }, noisy)).toEqual([]);
    expect(gateFailures({ requests: 1_000, errors5xx: 70, errorLogs: 0, p95Ms: 180 }, noisy)).toHaveLength(1);
  });

  it('does not judge a version too few shoppers reached', () => {
    expect(gateFailures({ requests: 12, errors5xx: 0, errorLogs: 0, p95Ms: 90 }, healthy)).toEqual([
      'only 12 requests reached the new version, 200 are needed to judge it',
    ]);
  });
});
