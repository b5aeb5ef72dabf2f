// The rollout's hands on Cloudflare: wrangler's versions and gradual deployments, one worker (`--env`) at a
// time. `WRANGLER_BIN` names the program (default: `wrangler` on the PATH); the tests put a recording
// stand-in there. With `dryRun` nothing runs: each command is printed, reads answer placeholders.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as v from 'valibot';

const run = promisify(execFile);

/** One traffic share of a deployment: a version and its percentage. */
export interface Share {
  versionId: string;
  percentage: number;
}

export interface WorkerVersions {
  /** Uploads the build as a version that gets no traffic yet; answers its id. */
  upload(environment: string, tag: string): Promise<string>;
  /** The id of the uploaded version with this tag, or null. */
  findByTag(environment: string, tag: string): Promise<string | null>;
  /** The shares of the worker's current deployment. */
  current(environment: string): Promise<Share[]>;
  deploy(environment: string, shares: readonly Share[], message: string): Promise<void>;
}

const VersionListSchema = v.array(v.looseObject({ id: v.string(), annotations: v.optional(v.record(v.string(), v.unknown())) }));
const DeploymentSchema = v.looseObject({
  versions: v.array(v.looseObject({ version_id: v.string(), percentage: v.number() })),
});

/** `<id>@<percentage>%` per share, as `wrangler versions deploy` takes them. */
export const versionSpecs = (shares: readonly Share[]): string[] => shares.map(({ versionId, percentage }) => `${versionId}@${percentage}%`);

export function wranglerVersions({ dryRun = false, log = console.log }: { dryRun?: boolean; log?: (line: string) => void } = {}): WorkerVersions {
  const program = process.env['WRANGLER_BIN'] ?? 'wrangler';
  const wrangler = async (args: string[]): Promise<string> => {
    if (dryRun) {
      log(`would run: wrangler ${args.join(' ')}`);
      return '';
    }
    try {
      const { stdout } = await run(program, args, { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, maxBuffer: 16 * 1024 * 1024 });
      return stdout;
    } catch (error) {
      const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
      throw new Error(`wrangler ${args.join(' ')} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
    }
  };
  return {
    async upload(environment, tag) {
      const out = await wrangler([
        'versions',
        'upload',
        '--env',
        environment,
        '--tag',
        tag,
        '--message',
        `rollout ${tag}`,
        '--var',
        `APP_VERSION:${tag}`,
      ]);
      if (dryRun) return `<${tag} in ${environment}>`;
      const id = /Worker Version ID:\s*([0-9a-f-]{36})/i.exec(out)?.[1];
      if (!id) throw new Error(`wrangler versions upload --env ${environment} named no version id`);
      return id;
    },
    async findByTag(environment, tag) {
      const out = await wrangler(['versions', 'list', '--env', environment, '--json']);
      if (dryRun) return null;
      const versions = v.parse(VersionListSchema, JSON.parse(out));
      return versions.find((version) => version.annotations?.['workers/tag'] === tag)?.id ?? null;
    },
    async current(environment) {
      const out = await wrangler(['deployments', 'status', '--env', environment, '--json']);
      if (dryRun) return [{ versionId: `<current version in ${environment}>`, percentage: 100 }];
      return v.parse(DeploymentSchema, JSON.parse(out)).versions.map((share) => ({ versionId: share.version_id, percentage: share.percentage }));
    },
    async deploy(environment, shares, message) {
      await wrangler(['versions', 'deploy', ...versionSpecs(shares), '--env', environment, '--message', message, '--yes']);
    },
  };
}
