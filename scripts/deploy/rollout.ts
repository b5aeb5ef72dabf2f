// `npm run rollout -- --env production --version v2026.11.28 [--upload] [--regions eastern,northern]
//  [--steps 10,50,100] [--wait-minutes 10] [--health cloudflare [--analytics-url URL] | --health-url URL]
//  [--min-requests 200] [--dry-run]`
// Rolls a version out region by region with health gates (rollout-run.ts); --dry-run prints every wrangler
// command it would run and changes nothing. The health comes from Cloudflare's analytics and Workers Logs
// (`--health cloudflare`, with CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN, the variables wrangler reads;
// --analytics-url replaces Cloudflare's API base for a stand-in) or from an HTTP endpoint (--health-url).
// Exit status: 0 done, 1 a region was rolled back or a step failed (the state file lets the same command
// resume), 2 the rollout was refused before any change.
import { parseArgs } from 'node:util';
import { DEFAULT_GATE_LIMITS } from '../../src/domain/operations/health-gate.ts';
import { DEPLOY_ENVIRONMENTS, type DeployEnvironment } from '../../src/domain/operations/rollout-regions.ts';
import { cloudflareHealthSource } from './analytics-health-source.ts';
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

/** A health source that refuses when asked: a dry run, which reads no health, still runs without one. */
const refusingHealth = (reason: string): HealthSource => ({ reachable: async () => refuse(reason), read: async () => refuse(reason) });

function healthSource(options: { health?: string | undefined; healthUrl?: string | undefined; analyticsUrl?: string | undefined }): HealthSource {
  const { health, healthUrl, analyticsUrl } = options;
  if (health === undefined) {
    if (analyticsUrl !== undefined) refuse('--analytics-url is read with --health cloudflare only');
    return healthUrl
      ? httpHealthSource(healthUrl)
      : refusingHealth('no --health cloudflare or --health-url: a rollout without health gates is not started');
  }
  if (health !== 'cloudflare') refuse(`--health takes cloudflare, got ${health}`);
  if (healthUrl !== undefined) refuse('--health cloudflare and --health-url name two health sources; give one');
  const env = (name: string) => process.env[name]?.trim() || undefined;
  const accountId = env('CLOUDFLARE_ACCOUNT_ID');
  const apiToken = env('CLOUDFLARE_API_TOKEN');
  if (!accountId || !apiToken) {
    const missing = [accountId ? '' : 'CLOUDFLARE_ACCOUNT_ID', apiToken ? '' : 'CLOUDFLARE_API_TOKEN'].filter(Boolean).join(' and ');
    return refusingHealth(`--health cloudflare reads CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN from the environment; ${missing} not set`);
  }
  return cloudflareHealthSource({ accountId, apiToken, ...(analyticsUrl ? { apiUrl: analyticsUrl } : {}) });
}

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
        health: { type: 'string' },
        'health-url': { type: 'string' },
        'analytics-url': { type: 'string' },
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
      health: healthSource({ health: values.health, healthUrl: values['health-url'], analyticsUrl: values['analytics-url'] }),
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
