// The production health source (`--health cloudflare`) against a stand-in of Cloudflare's GraphQL analytics and
// Workers Logs APIs on 127.0.0.1 (stand-ins/cloudflare-api.ts): what it asks for, how the answers become the
// gate's figures, each way Cloudflare can fail it, and one rollout through the CLI against the wrangler
// stand-in where one region's figures fail the gate.
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLLOUT_REGIONS } from '../../src/domain/operations/rollout-regions.ts';
import { cloudflareHealthSource } from './analytics-health-source.ts';
import { rolloutCommand } from './rollout.ts';
import { type CloudflareStandIn, type ScriptedVersion, startCloudflareStandIn } from './stand-ins/cloudflare-api.ts';
import { type StandInState, StandInStateSchema } from './stand-ins/wrangler-state.ts';

const ACCOUNT = '0123456789abcdef0123456789abcdef';
const TOKEN = 'test-token';
const WORKER = 'storefront-production-eastern';
const CANDIDATE = 'c0ffee00-0000-4000-8000-000000000002';
const BASELINE = 'c0ffee00-0000-4000-8000-000000000001';

// 10 % of answers logged, as production's head sampling keeps.
const healthy: ScriptedVersion = { requests: 9_000, failed: 20, wallTimeP95Us: 150_000, answers: 900, answers5xx: 1, errorLines: 9 };
const failing: ScriptedVersion = { requests: 1_000, failed: 3, wallTimeP95Us: 180_500, answers: 100, answers5xx: 12, errorLines: 4 };

let cloudflare: CloudflareStandIn;
beforeAll(async () => {
  cloudflare = await startCloudflareStandIn({ accountId: ACCOUNT, apiToken: TOKEN });
});
afterAll(() => cloudflare.close());
beforeEach(() => {
  cloudflare.figures = () => undefined;
  cloudflare.eventsOfDay = () => 1_000;
  cloudflare.graphqlError = undefined;
  cloudflare.graphqlRequests.length = 0;
  cloudflare.logQueries.length = 0;
});

const source = (access: { accountId?: string; apiToken?: string; apiUrl?: string } = {}) =>
  cloudflareHealthSource({ accountId: ACCOUNT, apiToken: TOKEN, apiUrl: cloudflare.url, ...access });

describe('the Cloudflare health source', () => {
  it("maps each version's analytics and scaled log counts to the gate's figures, for the worker, versions and time asked", async () => {
    cloudflare.figures = (worker, version) =>
      worker !== WORKER ? undefined : version === CANDIDATE ? failing : version === BASELINE ? healthy : undefined;
    const since = new Date(Date.now() - 10 * 60_000);
    const before = Date.now();
    const reading = await source().read(WORKER, { candidate: CANDIDATE, baseline: BASELINE }, since);
    const after = Date.now();

    // Candidate: 12 of 100 logged answers were 5xx → 120 of 1,000 requests, more than its 3 failed invocations;
    // 4 error lines → 40. Baseline: 1 of 900 → 10, fewer than its 20 failed invocations, which stand.
    expect(reading).toEqual({
      candidate: { requests: 1_000, errors5xx: 120, errorLogs: 40, p95Ms: 180.5 },
      baseline: { requests: 9_000, errors5xx: 20, errorLogs: 90, p95Ms: 150 },
    });

    const [graphql] = cloudflare.graphqlRequests;
    expect(graphql?.variables).toMatchObject({
      accountTag: ACCOUNT,
      scriptName: WORKER,
      versions: [CANDIDATE, BASELINE],
      since: since.toISOString(),
    });
    const until = Date.parse(graphql?.variables.until ?? '');
    expect(until).toBeGreaterThanOrEqual(before);
    expect(until).toBeLessThanOrEqual(after);
    expect(graphql?.query).toMatch(
      /filter: \{ scriptName: \$scriptName, scriptVersion_in: \$versions, datetime_geq: \$since, datetime_leq: \$until \}/,
    );

    expect(cloudflare.logQueries).toHaveLength(2);
    for (const query of cloudflare.logQueries) {
      expect(query.timeframe.from).toBe(since.getTime());
      expect(query.timeframe.to).toBeGreaterThanOrEqual(before);
      expect(query.parameters.filters).toEqual(
        expect.arrayContaining([
          { key: '$metadata.service', operation: 'eq', type: 'string', value: WORKER },
          { key: '$workers.scriptVersion.id', operation: 'in', type: 'string', value: `${CANDIDATE},${BASELINE}` },
        ]),
      );
    }
  });

  it('reads a version Cloudflare has nothing of as no requests', async () => {
    cloudflare.figures = (_worker, version) => (version === BASELINE ? healthy : undefined);
    const reading = await source().read(WORKER, { candidate: CANDIDATE, baseline: BASELINE }, new Date(Date.now() - 60_000));
    expect(reading.candidate).toEqual({ requests: 0, errors5xx: 0, errorLogs: 0, p95Ms: 0 });
  });

  it('is reachable with a working token and account, and refuses a worker whose logs hold nothing for a day', async () => {
    await expect(source().reachable(WORKER)).resolves.toBeUndefined();
    expect(cloudflare.graphqlRequests[0]?.variables).toMatchObject({ accountTag: ACCOUNT, scriptName: WORKER });
    cloudflare.eventsOfDay = () => 0;
    await expect(source().reachable(WORKER)).rejects.toThrow(
      `Workers Logs hold no event of ${WORKER} in the last 24 hours: is [observability] enabled for it?`,
    );
  });

  it('fails with the GraphQL error Cloudflare answers in a 200', async () => {
    cloudflare.graphqlError = 'unknown field "wallTimeP95"';
    await expect(source().reachable(WORKER)).rejects.toThrow(
      `the Workers analytics (${cloudflare.url}/graphql) refused the query for ${WORKER}: unknown field "wallTimeP95"`,
    );
  });

  it.each([
    ['a wrong token', { apiToken: 'expired' }, `answered 401 for ${WORKER}: Authentication error (CLOUDFLARE_API_TOKEN needs`],
    ['another account', { accountId: 'f'.repeat(32) }, `answered 403 for ${WORKER}:`],
  ])('fails with the status and the permission needed for %s', async (_case, access, message) => {
    await expect(source(access).reachable(WORKER)).rejects.toThrow(message);
    await expect(source(access).read(WORKER, { candidate: CANDIDATE, baseline: BASELINE }, new Date())).rejects.toThrow(message);
  });

  it('fails naming the source and the worker when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const apiUrl = `http://127.0.0.1:${port}/client/v4`;
    await expect(source({ apiUrl }).reachable(WORKER)).rejects.toThrow(
      new RegExp(`^(the Workers analytics|Workers Logs) \\(${apiUrl}/.+\\) does not answer for ${WORKER} \\(fetch failed: ECONNREFUSED\\)$`),
    );
  });
});

describe('npm run rollout -- --health cloudflare', { timeout: 60_000 }, () => {
  const env = (region: string) => `production-${region}`;
  const oldVersion = new Map<string, string>();
  let dir = '';
  let statePath = '';
  const saved = { account: process.env['CLOUDFLARE_ACCOUNT_ID'], token: process.env['CLOUDFLARE_API_TOKEN'] };

  // The wrangler stand-in as rollout.test.ts drives it: one old version serving each region.
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rollout-cloudflare-'));
    statePath = join(dir, 'wrangler-state.json');
    const workers: StandInState['workers'] = {};
    for (const { key } of ROLLOUT_REGIONS) {
      const id = randomUUID();
      oldVersion.set(`storefront-${env(key)}`, id);
      workers[env(key)] = { versions: [{ id, tag: 'v1' }], deployment: [{ version_id: id, percentage: 100 }] };
    }
    writeFileSync(statePath, JSON.stringify({ workers, calls: [], deploys: 0 } satisfies StandInState));
    const program = join(dir, 'wrangler');
    writeFileSync(program, `#!/bin/sh\nexec "${process.execPath}" "${fileURLToPath(new URL('./stand-ins/wrangler.ts', import.meta.url))}" "$@"\n`);
    chmodSync(program, 0o755);
    process.env['WRANGLER_BIN'] = program;
    process.env['STAND_IN_STATE'] = statePath;
    delete process.env['STAND_IN_FAIL_DEPLOY'];
    process.env['CLOUDFLARE_ACCOUNT_ID'] = ACCOUNT;
    process.env['CLOUDFLARE_API_TOKEN'] = TOKEN;
  });
  afterEach(() => {
    for (const [name, value] of [
      ['CLOUDFLARE_ACCOUNT_ID', saved.account],
      ['CLOUDFLARE_API_TOKEN', saved.token],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  const wrangler = () => v.parse(StandInStateSchema, JSON.parse(readFileSync(statePath, 'utf8')));
  const deploys = () => wrangler().calls.filter((call) => call.startsWith('versions deploy') || call.startsWith('versions upload'));
  const serving = () =>
    Object.fromEntries(
      ROLLOUT_REGIONS.map(({ key }) => {
        const worker = wrangler().workers[env(key)];
        const tagOf = (id: string) => worker?.versions.find((version) => version.id === id)?.tag ?? '?';
        return [key, (worker?.deployment ?? []).map((share) => `${tagOf(share.version_id)}@${share.percentage}`).join(' ')];
      }),
    );
  async function rollout(...extra: string[]) {
    const lines: string[] = [];
    const args = ['--env', 'production', '--version', 'v2', '--upload', '--wait-minutes', '0', '--state-dir', join(dir, 'rollout'), ...extra];
    const status = await rolloutCommand(args, (line) => lines.push(line));
    return { status, output: lines.join('\n') };
  }

  it('rolls back only the region whose Cloudflare figures fail the gate, and leaves the regions after it alone', async () => {
    cloudflare.figures = (worker, version) => (version === oldVersion.get(worker) ? healthy : worker.endsWith('-northern') ? failing : healthy);
    const { status, output } = await rollout('--health', 'cloudflare', '--analytics-url', cloudflare.url);
    expect(status, output).toBe(1);
    expect(serving()).toEqual({ eastern: 'v2@100', northern: 'v1@100', central: 'v1@100', western: 'v1@100' });
    expect(output).toContain(
      'northern: rolled back to the previous version: 5xx answers 12.00 % of requests, against 0.22 % on the previous version',
    );
    expect(deploys().filter((call) => call.includes('production-central') && call.startsWith('versions deploy'))).toEqual([]);
    // Every read asked for its own region's worker and the two versions in its split.
    const northern = cloudflare.graphqlRequests.filter((request) => request.variables.versions && request.variables.scriptName.endsWith('-northern'));
    expect(northern).toHaveLength(1);
    expect(northern[0]?.variables.versions?.[1]).toBe(oldVersion.get('storefront-production-northern'));
  });

  it.each([
    [
      ['--health', 'cloudflare'],
      'CLOUDFLARE_API_TOKEN',
      '--health cloudflare reads CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN from the environment; CLOUDFLARE_API_TOKEN not set',
    ],
    [['--health', 'datadog'], undefined, '--health takes cloudflare, got datadog'],
    [
      ['--health', 'cloudflare', '--health-url', 'http://127.0.0.1:9/'],
      undefined,
      '--health cloudflare and --health-url name two health sources; give one',
    ],
  ])('refuses %j and changes nothing', async (extra, unset, message) => {
    if (unset) delete process.env[unset];
    const { status, output } = await rollout(...extra, '--analytics-url', cloudflare.url);
    expect(status).toBe(2);
    expect(output).toContain(`rollout refused, nothing was changed: ${message}`);
    expect(deploys()).toEqual([]);
  });

  it('refuses before any change when the token does not work', async () => {
    process.env['CLOUDFLARE_API_TOKEN'] = 'revoked';
    const { status, output } = await rollout('--health', 'cloudflare', '--analytics-url', cloudflare.url);
    expect(status).toBe(2);
    expect(output).toMatch(/rollout refused, nothing was changed: .* answered 401 for storefront-production-eastern/);
    expect(deploys()).toEqual([]);
  });
});
