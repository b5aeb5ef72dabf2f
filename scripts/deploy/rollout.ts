// `npm run rollout -- --env production --version v2026.11.28 [--upload] [--regions eastern,northern]
//  [--steps 10,50,100] [--wait-minutes 10] [--health-url URL] [--min-requests 200] [--dry-run]`
// Rolls a version out region by region with health gates (rollout-run.ts); --dry-run prints every wrangler
// command it would run and changes nothing. Exit status: 0 done, 1 a region was rolled back or a step
// failed (the state file lets the same command resume), 2 the rollout was refused before any change.
import { parseArgs } from 'node:util';
import { DEFAULT_GATE_LIMITS } from '../../src/domain/operations/health-gate.ts';
import { DEPLOY_ENVIRONMENTS, type DeployEnvironment } from '../../src/domain/operations/rollout-regions.ts';
import { type HealthSource, httpHealthSource } from './health-source.ts';
import { RolloutRefused, runRollout } from './rollout-run.ts';
import { statePath } from './rollout-state.ts';
import { wranglerVersions } from './wrangler-cli.ts';

const isEnvironment = (name: string): name is DeployEnvironment => DEPLOY_ENVIRONMENTS.some((known) => known === name);
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Refuses in the operator's terms: what was wrong and what is allowed. */
function refuse(message: string): never {
  throw new RolloutRefused(message);
}

const NO_HEALTH: HealthSource = {
  reachable: async () => refuse('no --health-url: a rollout without health gates is not started'),
  read: async () => refuse('no --health-url'),
};

export async function rolloutCommand(argv: readonly string[], log: (line: string) => void = console.log): Promise<number> {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        env: { type: 'string' },
        version: { type: 'string' },
        regions: { type: 'string', default: '' },
        upload: { type: 'boolean', default: false },
        steps: { type: 'string', default: '10,50,100' },
        'wait-minutes': { type: 'string', default: '10' },
        'health-url': { type: 'string' },
        'min-requests': { type: 'string', default: String(DEFAULT_GATE_LIMITS.minRequests) },
        'state-dir': { type: 'string', default: '.rollout' },
        'dry-run': { type: 'boolean', default: false },
      },
    });
    const environment = values.env ?? refuse(`--env is required: ${DEPLOY_ENVIRONMENTS.join(' or ')}`);
    if (!isEnvironment(environment)) refuse(`unknown environment ${environment}; the environments are ${DEPLOY_ENVIRONMENTS.join(', ')}`);
    const version = values.version ?? refuse('--version is required: the tag of the version to roll out');
    const numbers = (name: string, text: string) => {
      const parsed = list(text).map(Number);
      if (parsed.some((value) => !Number.isFinite(value) || value < 0)) refuse(`--${name} takes numbers, got ${text}`);
      return parsed;
    };
    const [waitMinutes = 0] = numbers('wait-minutes', values['wait-minutes']);
    const [minRequests = 0] = numbers('min-requests', values['min-requests']);
    const dryRun = values['dry-run'];
    const result = await runRollout({
      environment,
      version,
      regions: list(values.regions),
      upload: values.upload,
      steps: numbers('steps', values.steps),
      waitMs: waitMinutes * 60_000,
      limits: { ...DEFAULT_GATE_LIMITS, minRequests },
      statePath: statePath(values['state-dir'], environment, version),
      versions: wranglerVersions({ dryRun, log }),
      health: values['health-url'] ? httpHealthSource(values['health-url']) : NO_HEALTH,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      log,
      dryRun,
    });
    if (result.outcome === 'done') {
      log(`${version} runs in ${result.regions.join(', ')}${dryRun ? ' (dry run: nothing was changed)' : ''}`);
      return 0;
    }
    log(`stopped: ${result.region} was rolled back (${result.reasons.join('; ')}); the regions after it were not touched`);
    return 1;
  } catch (error) {
    if (error instanceof RolloutRefused || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      log(`rollout refused, nothing was changed: ${error.message}`);
      return 2;
    }
    log(`rollout stopped: ${error instanceof Error ? error.message : String(error)}; run the same command again to resume`);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await rolloutCommand(process.argv.slice(2));
