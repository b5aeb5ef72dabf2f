// What a rollout has done so far, kept in a file after every step (`.rollout/{environment}-{version}.json`,
// git-ignored), so an interrupted rollout resumes where it stopped: a region done is not deployed again,
// a region half-way goes on from its last share, and a region rolled back is not retried silently.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';

const RegionStateSchema = v.object({
  versionId: v.string(),
  /** The version it replaces, which a failed gate restores. */
  previousVersionId: v.string(),
  /** The last share of the new version that was deployed and passed its gate; 0 before the first. */
  passedPercentage: v.number(),
  status: v.picklist(['rolling', 'done', 'rolled back']),
});
const StateSchema = v.object({ regions: v.record(v.string(), RegionStateSchema) });

export type RegionState = v.InferOutput<typeof RegionStateSchema>;
export type RolloutState = v.InferOutput<typeof StateSchema>;

export const statePath = (dir: string, environment: string, version: string) =>
  join(dir, `${environment}-${version.replace(/[^A-Za-z0-9._-]/g, '_')}.json`);

export function readState(path: string): RolloutState {
  if (!existsSync(path)) return { regions: {} };
  const parsed = v.safeParse(StateSchema, JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a rollout's state (${v.summarize(parsed.issues)}); move it away to start over`);
  return parsed.output;
}

export function writeState(path: string, state: RolloutState): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(state, null, 2)}\n`);
}
