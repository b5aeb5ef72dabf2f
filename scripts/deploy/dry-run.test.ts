// Every deployed worker builds, as `wrangler deploy` would build it, from the configuration as wrangler
// reads it: `wrangler deploy --dry-run --env …` for the carts' worker and each region's worker of staging
// and production (nothing is uploaded). A configuration error, an unknown binding type or a module that
// does not bundle fails here rather than in the rollout. `npm test` builds the client assets first.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEPLOY_ENVIRONMENTS, ROLLOUT_REGIONS } from '../../src/domain/operations/rollout-regions.ts';
import { cartsWorker, regionEnvironment } from './worker-names.ts';

const run = promisify(execFile);
const outdirs: string[] = [];
afterAll(() => Promise.all(outdirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The bindings wrangler lists for the build, one line each. */
async function dryRun(environment: string): Promise<string> {
  const outdir = await mkdtemp(join(tmpdir(), `dry-run-${environment}-`));
  outdirs.push(outdir);
  const { stdout } = await run('wrangler', ['deploy', '--dry-run', '--env', environment, '--outdir', outdir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    maxBuffer: 8 * 1024 * 1024,
  });
  expect(stdout).toContain('--dry-run: exiting now.');
  return stdout;
}

describe.each(DEPLOY_ENVIRONMENTS)('the %s workers', (environment) => {
  it('the carts’ worker builds and hosts the cart objects itself', { timeout: 60_000 }, async () => {
    const bindings = await dryRun(environment);
    expect(bindings).toMatch(/env\.CART_SESSION \(CartSession\)\s+Durable Object/);
    expect(bindings).toMatch(/env\.CACHE \(REPLACE_WITH_\w+_KV_ID\)\s+KV Namespace/);
  });

  it.each(ROLLOUT_REGIONS.map((region) => region.key))(
    'the %s region’s worker builds and reaches the carts’ worker',
    { timeout: 60_000 },
    async (region) => {
      const bindings = await dryRun(regionEnvironment(environment, region));
      expect(bindings).toContain(`env.CART_SESSION (CartSession, defined in ${cartsWorker(environment)})`);
      expect(bindings).toMatch(/env\.SOCIAL_SIGN_IN_RATE_LIMITER \(20 requests\/60s\)\s+Rate Limit/);
      expect(bindings).toContain('env.MARKET_HOSTS');
    },
  );
});
