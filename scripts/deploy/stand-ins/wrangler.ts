// A recording stand-in of the wrangler commands the rollout runs (versions upload / list / deploy,
// deployments status), for the rollout's tests. It keeps each worker's versions and current deployment in
// the JSON file STAND_IN_STATE, appends every command line to its `calls`, and answers as wrangler does
// (`Worker Version ID: …`, `--json` output). STAND_IN_FAIL_DEPLOY=N makes the N-th `versions deploy` of
// the file's life fail, as a lost connection would, to interrupt a rollout.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import * as v from 'valibot';
import { StandInStateSchema } from './wrangler-state.ts';

const path = process.env['STAND_IN_STATE'] ?? '';
const state = v.parse(StandInStateSchema, JSON.parse(readFileSync(path, 'utf8')));
const args = process.argv.slice(2);
state.calls.push(args.join(' '));
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const save = () => writeFileSync(path, JSON.stringify(state, null, 2));
const fail = (message: string): never => {
  save();
  process.stderr.write(`✘ [ERROR] ${message}\n`);
  process.exit(1);
};
const environment = option('env') ?? fail('no --env');
const worker = state.workers[environment] ?? fail(`This Worker does not exist on your account. [code: 10007] (${environment})`);
const command = args.slice(0, 2).join(' ');

if (command === 'versions upload') {
  const id = randomUUID();
  worker.versions.push({ id, tag: option('tag') ?? '' });
  console.log(`Uploaded ${environment}\nWorker Version ID: ${id}\nVersion Preview URL: none`);
} else if (command === 'versions list') {
  console.log(JSON.stringify(worker.versions.map(({ id, tag }) => ({ id, annotations: { 'workers/tag': tag } }))));
} else if (command === 'deployments status') {
  console.log(JSON.stringify({ id: randomUUID(), versions: worker.deployment }));
} else if (command === 'versions deploy') {
  state.deploys += 1;
  if (String(state.deploys) === process.env['STAND_IN_FAIL_DEPLOY']) fail('A request to the Cloudflare API failed: fetch failed');
  const specs = args.slice(2).filter((arg) => /^[^-].*@\d+%$/.test(arg));
  const shares = specs.map((spec) => {
    const [versionId = '', percentage = ''] = spec.split('@');
    if (!worker.versions.some((known) => known.id === versionId)) fail(`version ${versionId} does not exist`);
    return { version_id: versionId, percentage: Number(percentage.replace('%', '')) };
  });
  if (shares.reduce((sum, share) => sum + share.percentage, 0) !== 100) fail('percentages must add up to 100');
  worker.deployment = shares;
  console.log(`Deployed ${environment} (${specs.join(' ')})`);
} else fail(`the stand-in does not know \`wrangler ${command}\``);
save();
