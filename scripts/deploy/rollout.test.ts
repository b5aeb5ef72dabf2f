// The rollout tool against a recording stand-in of wrangler (stand-ins/wrangler.ts, run as a program, as
// wrangler is) and a scripted health source on 127.0.0.1: the happy path, a failing gate that rolls back
// only its region, a resume after an interruption, a dry run, and the refusals that change nothing.
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VersionHealth } from '../../src/domain/operations/health-gate.ts';
import { ROLLOUT_REGIONS } from '../../src/domain/operations/rollout-regions.ts';
import { rolloutCommand } from './rollout.ts';
import { type StandInState, StandInStateSchema } from './stand-ins/wrangler-state.ts';

const REGIONS = ROLLOUT_REGIONS.map((region) => region.key);
const env = (region: string) => `production-${region}`;

const healthy: VersionHealth = { requests: 5_000, errors5xx: 2, errorLogs: 1, p95Ms: 150 };
/** Per worker, the new version's figures the health source answers (healthy unless a test says otherwise). */
const candidateHealth = new Map<string, VersionHealth>();
let health: Server;
let healthUrl = '';

beforeAll(async () => {
  health = createServer((request, response) => {
    const worker = new URL(request.url ?? '/', 'http://health').searchParams.get('worker') ?? '';
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ candidate: candidateHealth.get(worker) ?? healthy, baseline: healthy }));
  });
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
  healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}/health`;
});
afterAll(() => new Promise((resolve) => health.close(resolve)));

let dir = '';
let statePath = '';
const oldVersion = new Map<string, string>();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rollout-'));
  statePath = join(dir, 'wrangler-state.json');
  const workers: StandInState['workers'] = {};
  for (const region of REGIONS) {
    const id = randomUUID();
    oldVersion.set(region, id);
    workers[env(region)] = { versions: [{ id, tag: 'v1' }], deployment: [{ version_id: id, percentage: 100 }] };
  }
  writeFileSync(statePath, JSON.stringify({ workers, calls: [], deploys: 0 } satisfies StandInState));
  const program = join(dir, 'wrangler');
  const standIn = fileURLToPath(new URL('./stand-ins/wrangler.ts', import.meta.url));
  writeFileSync(program, `#!/bin/sh\nexec "${process.execPath}" "${standIn}" "$@"\n`);
  chmodSync(program, 0o755);
  process.env['WRANGLER_BIN'] = program;
  process.env['STAND_IN_STATE'] = statePath;
  delete process.env['STAND_IN_FAIL_DEPLOY'];
  candidateHealth.clear();
});

const wrangler = () => v.parse(StandInStateSchema, JSON.parse(readFileSync(statePath, 'utf8')));
/** Which version serves each region now: 'v1' (the old one), 'v2', or a split. */
function serving(): Record<string, string> {
  const { workers } = wrangler();
  return Object.fromEntries(
    REGIONS.map((region) => {
      const worker = workers[env(region)];
      const tagOf = (id: string) => worker?.versions.find((version) => version.id === id)?.tag ?? '?';
      return [region, (worker?.deployment ?? []).map((share) => `${tagOf(share.version_id)}@${share.percentage}`).join(' ')];
    }),
  );
}
const deploys = () => wrangler().calls.filter((call) => call.startsWith('versions deploy') || call.startsWith('versions upload'));

async function rollout(...extra: string[]) {
  const lines: string[] = [];
  const args = [
    '--env',
    'production',
    '--version',
    'v2',
    '--health-url',
    healthUrl,
    '--wait-minutes',
    '0',
    '--state-dir',
    join(dir, 'rollout'),
    ...extra,
  ];
  const status = await rolloutCommand(args, (line) => lines.push(line));
  return { status, output: lines.join('\n') };
}

describe('npm run rollout', { timeout: 60_000 }, () => {
  it('uploads the version and raises it region by region, 10 → 50 → 100 %, the largest markets last', async () => {
    const { status, output } = await rollout('--upload');
    expect(status, output).toBe(0);
    expect(serving()).toEqual({ eastern: 'v2@100', northern: 'v2@100', central: 'v2@100', western: 'v2@100' });
    const steps = deploys().map((call) => `${call.split(' ')[1]} ${/--env (\S+)/.exec(call)?.[1]} ${call.match(/@\d+%/g)?.join(' ') ?? ''}`.trim());
    expect(steps).toEqual([
      ...REGIONS.map((region) => `upload ${env(region)}`),
      ...REGIONS.flatMap((region) => [`deploy ${env(region)} @10% @90%`, `deploy ${env(region)} @50% @50%`, `deploy ${env(region)} @100%`]),
    ]);
    expect(output).toContain('v2 runs in eastern, northern, central, western');
  });

  it('rolls back only the region whose gate fails, and leaves the regions after it alone', async () => {
    candidateHealth.set('storefront-production-northern', { requests: 800, errors5xx: 120, errorLogs: 0, p95Ms: 150 });
    const { status, output } = await rollout('--upload');
    expect(status, output).toBe(1);
    expect(serving()).toEqual({ eastern: 'v2@100', northern: 'v1@100', central: 'v1@100', western: 'v1@100' });
    expect(output).toContain('northern: rolled back to the previous version: 5xx answers 15.00 % of requests');
    expect(deploys().filter((call) => call.includes('production-central') && call.startsWith('versions deploy'))).toEqual([]);
    // The same version is not rolled out again once a region threw it back.
    candidateHealth.clear();
    const again = await rollout();
    expect(again.status).toBe(2);
    expect(again.output).toContain('v2 was rolled back in northern');
  });

  it('resumes an interrupted rollout where it stopped, without uploading or deploying a step twice', async () => {
    // Eastern takes three deploys; the fifth is northern's 50 %.
    process.env['STAND_IN_FAIL_DEPLOY'] = '5';
    const first = await rollout('--upload');
    expect(first.status, first.output).toBe(1);
    expect(first.output).toContain('run the same command again to resume');
    expect(serving()).toMatchObject({ eastern: 'v2@100', northern: 'v2@10 v1@90', central: 'v1@100' });

    delete process.env['STAND_IN_FAIL_DEPLOY'];
    const callsBefore = wrangler().calls.length;
    const second = await rollout('--upload');
    expect(second.status, second.output).toBe(0);
    // It reads again what it did not record (the later regions' uploads); it writes only what is left.
    const resumed = wrangler()
      .calls.slice(callsBefore)
      .filter((call) => call.startsWith('versions deploy') || call.startsWith('versions upload'));
    expect(resumed.some((call) => call.startsWith('versions upload'))).toBe(false);
    expect(resumed[0]).toMatch(/^versions deploy \S+@50% \S+@50% --env production-northern/);
    expect(resumed.some((call) => call.includes('production-eastern'))).toBe(false);
    expect(serving()).toEqual({ eastern: 'v2@100', northern: 'v2@100', central: 'v2@100', western: 'v2@100' });
  });

  it('prints every command of a dry run and changes nothing', async () => {
    const { status, output } = await rollout('--upload', '--dry-run', '--regions', 'eastern');
    expect(status, output).toBe(0);
    expect(output).toContain('would run: wrangler versions upload --env production-eastern --tag v2');
    expect(output).toMatch(
      /would run: wrangler versions deploy <v2 in production-eastern>@10% <current version in production-eastern>@90% --env production-eastern/,
    );
    expect(output).toContain('would run: wrangler versions deploy <v2 in production-eastern>@100% --env production-eastern');
    expect(wrangler().calls).toEqual([]);
  });

  it.each([
    [['--regions', 'eastern,atlantis'], 'unknown region atlantis; the regions are eastern, northern, central, western'],
    [[], 'version v2 does not exist in storefront-production-eastern; upload it with --upload'],
    [['--steps', '50,10,100'], 'steps must rise and end at 100 %'],
  ])('refuses %j and changes nothing', async (extra, message) => {
    const { status, output } = await rollout(...extra);
    expect(status).toBe(2);
    expect(output).toContain(`rollout refused, nothing was changed: ${message}`);
    expect(deploys()).toEqual([]);
  });

  it('refuses to start when the health source does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { status, output } = await rollout('--upload', '--health-url', `http://127.0.0.1:${port}/health`);
    expect(status).toBe(2);
    expect(output).toContain(`rollout refused, nothing was changed: the health source http://127.0.0.1:${port}/health does not answer`);
    expect(deploys()).toEqual([]);
  });
});
