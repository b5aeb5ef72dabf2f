// The Workers analytics half of the rollout's health: per version of a worker, its requests, its failed
// invocations and its p95 wall time since a moment, from the GraphQL Analytics API's dataset
// `workersInvocationsAdaptive` (viewer.accounts(filter: {accountTag})).
// Confirmed by Cloudflare's docs: the dataset, its `scriptName` and `datetime_geq`/`datetime_leq` filters and
// `sum { requests errors }` (https://developers.cloudflare.com/analytics/graphql-api/tutorials/querying-workers-metrics/),
// the `_in` operator on any dimension (…/analytics/graphql-api/features/filtering/), and errors inside a 200
// answer (…/analytics/graphql-api/errors/). NOT in the docs, confirmed only by public code that introspected
// the schema: the `scriptVersion` dimension, the `wallTimeP95` quantile, and that wall time is counted in
// microseconds. A renamed field makes `reachable` fail (Cloudflare answers "unknown field"), before any change.
// The dataset has no HTTP status: `status` is how the invocation ended, and `sum.errors` counts the ones that
// threw, ran out of resources or hit an internal error, each of which a shopper gets as Cloudflare's 5xx error
// page (1101, 1102). A 500 the worker answers itself is not among them: that comes from Workers Logs.
import * as v from 'valibot';
import { type CloudflareApi, postToCloudflare } from './cloudflare-api.ts';

export interface InvocationFigures {
  requests: number;
  /** Invocations that did not end well (`status` other than success or clientDisconnected). */
  failed: number;
  p95Ms: number;
}

export const NO_INVOCATIONS: InvocationFigures = { requests: 0, failed: 0, p95Ms: 0 };

// One group per version (the only dimension asked), so its quantile is that version's own p95.
const SELECTION = 'dimensions { scriptVersion } sum { requests errors } quantiles { wallTimeP95 }';
const datasetQuery = (name: string, versionFilter: string, limit: number) =>
  `query ${name}($accountTag: string!, $scriptName: string!,${versionFilter ? ' $versions: [string!]!,' : ''} $since: string!, $until: string!) {
  viewer {
    accounts(filter: { accountTag: $accountTag }) {
      workersInvocationsAdaptive(
        limit: ${limit}
        filter: { scriptName: $scriptName,${versionFilter} datetime_geq: $since, datetime_leq: $until }
      ) { ${SELECTION} }
    }
  }
}`;
const VERSIONS_QUERY = datasetQuery('RolloutVersionHealth', ' scriptVersion_in: $versions,', 10);
/** The same selection for the worker alone: proves token, account and field names without knowing a version. */
const REACHABLE_QUERY = datasetQuery('RolloutHealthReachable', '', 1);

const count = v.pipe(v.number(), v.minValue(0));
const RowSchema = v.object({
  dimensions: v.object({ scriptVersion: v.string() }),
  sum: v.object({ requests: count, errors: count }),
  // No quantile over no invocation.
  quantiles: v.object({ wallTimeP95: v.nullable(count) }),
});
const AnswerSchema = v.object({
  data: v.nullish(v.object({ viewer: v.object({ accounts: v.array(v.object({ workersInvocationsAdaptive: v.array(RowSchema) })) }) })),
  errors: v.nullish(v.array(v.looseObject({ message: v.string() }))),
});
type Row = v.InferOutput<typeof RowSchema>;

async function ask(api: CloudflareApi, worker: string, query: string, variables: Record<string, unknown>): Promise<Row[]> {
  const url = `${api.apiUrl}/graphql`;
  const source = `the Workers analytics (${url})`;
  const answer = await postToCloudflare(api, { source, permission: 'Account Analytics Read', worker, url, body: { query, variables } });
  const parsed = v.safeParse(AnswerSchema, answer);
  if (!parsed.success) throw new Error(`${source} answered no invocations for ${worker}: ${v.summarize(parsed.issues)}`);
  const { data, errors } = parsed.output;
  if (errors && errors.length > 0) throw new Error(`${source} refused the query for ${worker}: ${errors.map((error) => error.message).join('; ')}`);
  const account = data?.viewer.accounts[0];
  if (!account) throw new Error(`${source} shows this token no account ${api.accountId} (asked for ${worker})`);
  return account.workersInvocationsAdaptive;
}

const variablesFor = (api: CloudflareApi, worker: string, since: Date, until: Date) => ({
  accountTag: api.accountId,
  scriptName: worker,
  since: since.toISOString(),
  until: until.toISOString(),
});

/** Throws with the reason when the analytics do not answer for this worker. */
export async function checkInvocations(api: CloudflareApi, worker: string): Promise<void> {
  const until = new Date();
  await ask(api, worker, REACHABLE_QUERY, variablesFor(api, worker, new Date(until.getTime() - 60 * 60_000), until));
}

/** Each asked version's figures between `since` and `until`; a version without invocations has no entry. */
export async function readInvocations(
  api: CloudflareApi,
  worker: string,
  versions: readonly string[],
  since: Date,
  until: Date,
): Promise<Map<string, InvocationFigures>> {
  const rows = await ask(api, worker, VERSIONS_QUERY, { ...variablesFor(api, worker, since, until), versions: [...new Set(versions)] });
  const figures = new Map<string, InvocationFigures>();
  for (const { dimensions, sum, quantiles } of rows) {
    // One row per version is what the grouping gives; were a version split, its sums add up and the slower
    // p95 stands (a quantile does not add).
    const known = figures.get(dimensions.scriptVersion) ?? NO_INVOCATIONS;
    figures.set(dimensions.scriptVersion, {
      requests: known.requests + sum.requests,
      failed: known.failed + sum.errors,
      p95Ms: Math.max(known.p95Ms, (quantiles.wallTimeP95 ?? 0) / 1000),
    });
  }
  return figures;
}
