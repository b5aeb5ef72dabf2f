// A rollout of one version, region after region in the table's order (issue 19): the version is found (or
// uploaded) in every region first, then each region's share of it is raised step by step (10 → 50 → 100 %
// by default) with Cloudflare's gradual deployments; after each step the rollout waits, reads the region's
// health and, when a gate fails, deploys the previous version at 100 % in that region only and stops. The
// regions already done keep the new version; the later ones never got it. Every step is written to the
// state file before the next, so a rollout run again with the same version resumes.
// Nothing changes before every check has passed: the regions are known, the version exists in each of them
// and the health source answers for each of them.
import { gateFailures, type GateLimits } from '../../src/domain/operations/health-gate.ts';
import { type DeployEnvironment, ROLLOUT_REGIONS } from '../../src/domain/operations/rollout-regions.ts';
import type { HealthSource } from './health-source.ts';
import { type RegionState, readState, type RolloutState, writeState } from './rollout-state.ts';
import type { Share, WorkerVersions } from './wrangler-cli.ts';
import { regionEnvironment, regionWorker } from './worker-names.ts';

export interface RolloutOptions {
  environment: DeployEnvironment;
  /** The version's tag (a release name or commit): what `versions upload --tag` was given. */
  version: string;
  /** Regions to roll out to, in the table's order whatever order they are named in; all when empty. */
  regions: readonly string[];
  upload: boolean;
  /** The new version's shares, rising, the last 100. */
  steps: readonly number[];
  /** How long each share runs before its health is read. */
  waitMs: number;
  limits: GateLimits;
  statePath: string;
  versions: WorkerVersions;
  health: HealthSource;
  /** Pauses between a step and its gate (the tests do not wait). */
  sleep: (ms: number) => Promise<void>;
  log: (line: string) => void;
  /** Nothing is changed: each command is printed, and no health is read. */
  dryRun: boolean;
}

export type RolloutResult = { outcome: 'done'; regions: string[] } | { outcome: 'rolled back'; region: string; reasons: string[] };

export class RolloutRefused extends Error {}

type Region = (typeof ROLLOUT_REGIONS)[number];

function chosenRegions(named: readonly string[]): Region[] {
  const unknown = named.filter((name) => !ROLLOUT_REGIONS.some((region) => region.key === name));
  if (unknown.length > 0)
    throw new RolloutRefused(`unknown region ${unknown.join(', ')}; the regions are ${ROLLOUT_REGIONS.map((region) => region.key).join(', ')}`);
  return ROLLOUT_REGIONS.filter((region) => named.length === 0 || named.includes(region.key));
}

function checkSteps(steps: readonly number[]): void {
  const rising = steps.every((step, index) => Number.isInteger(step) && step > 0 && step <= 100 && (index === 0 || step > (steps[index - 1] ?? 0)));
  if (!rising || steps.at(-1) !== 100) throw new RolloutRefused(`steps must rise and end at 100 %, got ${steps.join(', ')}`);
}

/** The version a region runs besides the new one: the one with the most traffic. */
function previousOf(shares: readonly Share[], versionId: string): string | null {
  const others = shares.filter((share) => share.versionId !== versionId).sort((a, b) => b.percentage - a.percentage);
  return others[0]?.versionId ?? null;
}

/** The new version's id per region where it exists, once the health source has answered for each region. */
async function checkedVersions({ environment, version, versions, health, upload, dryRun }: RolloutOptions, regions: Region[], state: RolloutState) {
  const ids = new Map<string, string>();
  for (const region of regions) {
    const env = regionEnvironment(environment, region.key);
    const known = state.regions[region.key]?.versionId ?? (await versions.findByTag(env, version));
    if (known) ids.set(region.key, known);
    else if (dryRun && !upload) ids.set(region.key, `<${version} in ${env}>`);
    else if (!upload)
      throw new RolloutRefused(`version ${version} does not exist in ${regionWorker(environment, region.key)}; upload it with --upload`);
  }
  if (!dryRun) for (const region of regions) await health.reachable(regionWorker(environment, region.key));
  return ids;
}

export async function runRollout(options: RolloutOptions): Promise<RolloutResult> {
  const { environment, version, versions, health, log } = options;
  checkSteps(options.steps);
  const regions = chosenRegions(options.regions);
  const state: RolloutState = options.dryRun ? { regions: {} } : readState(options.statePath);
  const rolledBack = Object.entries(state.regions).find(([, region]) => region.status === 'rolled back');
  if (rolledBack) throw new RolloutRefused(`${version} was rolled back in ${rolledBack[0]}; roll out a fixed version instead`);

  // Every check before any change: the version in each region, the health source for each region.
  const ids = await checkedVersions(options, regions, state).catch((error: unknown) => {
    if (error instanceof RolloutRefused) throw error;
    throw new RolloutRefused(error instanceof Error ? error.message : String(error), { cause: error });
  });
  for (const region of regions) {
    if (!ids.has(region.key)) ids.set(region.key, await versions.upload(regionEnvironment(environment, region.key), version));
  }

  const save = (region: string, update: RegionState) => {
    state.regions[region] = update;
    if (!options.dryRun) writeState(options.statePath, state);
  };
  for (const region of regions) {
    const env = regionEnvironment(environment, region.key);
    const worker = regionWorker(environment, region.key);
    const versionId = ids.get(region.key) ?? '';
    let current = state.regions[region.key];
    if (current?.status === 'done') {
      log(`${region.key}: already runs ${version}`);
      continue;
    }
    if (!current) {
      const previousVersionId = previousOf(await versions.current(env), versionId);
      if (!previousVersionId) {
        log(`${region.key}: already runs ${version} alone`);
        save(region.key, { versionId, previousVersionId: versionId, passedPercentage: 100, status: 'done' });
        continue;
      }
      current = { versionId, previousVersionId, passedPercentage: 0, status: 'rolling' };
      save(region.key, current);
    }
    for (const percentage of options.steps.filter((step) => step > (current?.passedPercentage ?? 0))) {
      const shares: Share[] =
        percentage === 100
          ? [{ versionId, percentage }]
          : [
              { versionId, percentage },
              { versionId: current.previousVersionId, percentage: 100 - percentage },
            ];
      await versions.deploy(env, shares, `rollout ${version}: ${percentage} %`);
      const since = new Date();
      log(`${region.key}: ${version} at ${percentage} %`);
      if (options.dryRun) continue;
      await options.sleep(options.waitMs);
      const reading = await health.read(worker, { candidate: versionId, baseline: current.previousVersionId }, since);
      const reasons = gateFailures(reading.candidate, reading.baseline, options.limits);
      if (reasons.length > 0) {
        await versions.deploy(env, [{ versionId: current.previousVersionId, percentage: 100 }], `rollback ${version}: ${reasons.join('; ')}`);
        save(region.key, { ...current, status: 'rolled back' });
        log(`${region.key}: rolled back to the previous version: ${reasons.join('; ')}`);
        return { outcome: 'rolled back', region: region.key, reasons };
      }
      current = { ...current, passedPercentage: percentage, status: percentage === 100 ? 'done' : 'rolling' };
      save(region.key, current);
    }
  }
  return { outcome: 'done', regions: regions.map((region) => region.key) };
}
