// What the wrangler stand-in (wrangler.ts) keeps between its runs: each worker's versions and deployment,
// every command line it was given, and how many deploys it has taken.
import * as v from 'valibot';

const WorkerSchema = v.object({
  versions: v.array(v.object({ id: v.string(), tag: v.string() })),
  deployment: v.array(v.object({ version_id: v.string(), percentage: v.number() })),
});
export const StandInStateSchema = v.object({ workers: v.record(v.string(), WorkerSchema), calls: v.array(v.string()), deploys: v.number() });
export type StandInState = v.InferOutput<typeof StandInStateSchema>;
