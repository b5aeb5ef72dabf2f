// The Workers Logs half of the rollout's health: per version of a worker, how many of its answers the logs
// hold, how many of those were 5xx, and how many log lines it wrote at error level, from the Workers
// Observability query API: POST /accounts/{account_id}/workers/observability/telemetry/query, a `calculations`
// view with filters, a count and group-bys
// (https://developers.cloudflare.com/api/resources/workers/subresources/observability/subresources/telemetry/).
// The keys: `$workers.event.response.status` is the one Cloudflare's Query Builder docs filter 5xx answers on
// (https://developers.cloudflare.com/workers/observability/query-builder/); `$metadata.service` (the worker),
// `$metadata.level` and `$workers.scriptVersion.id` are fields of the API's event type, and the keys Cloudflare's
// own observability MCP server names; `in` takes comma-separated values there.
// The logs are head-sampled (production keeps 10 %, `observability.head_sampling_rate`), an invocation's lines
// all or none: their shares are right, their counts are not, so the health source scales them.
import * as v from 'valibot';
import { type CloudflareApi, postToCloudflare } from './cloudflare-api.ts';

export interface LogFigures {
  /** Fetch invocations whose answer (any status) the logs hold. */
  answers: number;
  answers5xx: number;
  /** Log lines at error level. */
  errorLines: number;
}

export const NO_LOGS: LogFigures = { answers: 0, answers5xx: 0, errorLines: 0 };

const VERSION_KEY = '$workers.scriptVersion.id';
const STATUS_KEY = '$workers.event.response.status';

const primitive = v.union([v.string(), v.number(), v.boolean()]);
const AggregateSchema = v.object({
  // For a count, the number of events in the group.
  value: v.pipe(v.number(), v.minValue(0)),
  groups: v.optional(v.array(v.object({ key: v.string(), value: primitive })), []),
});
const AnswerSchema = v.object({
  success: v.boolean(),
  errors: v.optional(v.array(v.looseObject({ message: v.string() })), []),
  result: v.nullish(v.object({ calculations: v.optional(v.array(v.object({ aggregates: v.array(AggregateSchema) })), []) })),
});
type Aggregate = v.InferOutput<typeof AggregateSchema>;

type Filter = { key: string; operation: string; type: 'string' | 'number'; value?: string | number };
type GroupBy = { value: string; type: 'string' | 'number' };
const byVersion: GroupBy = { value: VERSION_KEY, type: 'string' };

/** One count, grouped as asked, over the worker's events that match the filters. */
async function count(api: CloudflareApi, worker: string, timeframe: { from: Date; to: Date }, filters: Filter[], groupBys: GroupBy[]) {
  const url = `${api.apiUrl}/accounts/${encodeURIComponent(api.accountId)}/workers/observability/telemetry/query`;
  const source = `Workers Logs (${url})`;
  const body = {
    queryId: 'rollout-health',
    view: 'calculations',
    // Ad hoc: nothing is saved in the account.
    dry: true,
    ignoreSeries: true,
    timeframe: { from: timeframe.from.getTime(), to: timeframe.to.getTime() },
    parameters: {
      filters: [{ key: '$metadata.service', operation: 'eq', type: 'string', value: worker }, ...filters],
      filterCombination: 'and',
      calculations: [{ operator: 'count', alias: 'events' }],
      groupBys,
      limit: 500,
    },
  };
  const parsed = v.safeParse(AnswerSchema, await postToCloudflare(api, { source, permission: 'Workers Observability Read', worker, url, body }));
  if (!parsed.success) throw new Error(`${source} answered no counts for ${worker}: ${v.summarize(parsed.issues)}`);
  const { success, errors, result } = parsed.output;
  if (!success) throw new Error(`${source} refused the query for ${worker}: ${errors.map((error) => error.message).join('; ') || 'no reason given'}`);
  // Where no event matched, an answer without a calculation or with no aggregate both mean zero.
  return result?.calculations?.[0]?.aggregates ?? [];
}

const groupOf = (aggregate: Aggregate, key: string) => aggregate.groups.find((group) => group.key === key)?.value;

/** Throws with the reason when Workers Logs do not answer for this worker, or hold nothing of it for a day. */
export async function checkLogs(api: CloudflareApi, worker: string): Promise<void> {
  const to = new Date();
  const events = await count(api, worker, { from: new Date(to.getTime() - 24 * 60 * 60_000), to }, [], []);
  // A worker that served nobody for a day would fail the gate's minimum anyway; one that did and logged
  // nothing has observability off, and its 5xx answers and error logs could not be judged.
  if (events.reduce((sum, aggregate) => sum + aggregate.value, 0) === 0)
    throw new Error(`Workers Logs hold no event of ${worker} in the last 24 hours: is [observability] enabled for it?`);
}

/** Each asked version's figures between `since` and `until`; a version the logs hold nothing of has no entry. */
export async function readLogs(
  api: CloudflareApi,
  worker: string,
  versions: readonly string[],
  since: Date,
  until: Date,
): Promise<Map<string, LogFigures>> {
  const timeframe = { from: since, to: until };
  const ofVersions: Filter = { key: VERSION_KEY, operation: 'in', type: 'string', value: [...new Set(versions)].join(',') };
  const [answers, errorLines] = await Promise.all([
    count(
      api,
      worker,
      timeframe,
      [ofVersions, { key: STATUS_KEY, operation: 'exists', type: 'number' }],
      [byVersion, { value: STATUS_KEY, type: 'number' }],
    ),
    count(api, worker, timeframe, [ofVersions, { key: '$metadata.level', operation: 'eq', type: 'string', value: 'error' }], [byVersion]),
  ]);
  const figures = new Map<string, LogFigures>();
  const add = (aggregate: Aggregate, update: (known: LogFigures) => LogFigures) => {
    const version = groupOf(aggregate, VERSION_KEY);
    if (version !== undefined) figures.set(String(version), update(figures.get(String(version)) ?? NO_LOGS));
  };
  for (const aggregate of answers) {
    const status = Number(groupOf(aggregate, STATUS_KEY));
    add(aggregate, (known) => ({
      ...known,
      answers: known.answers + aggregate.value,
      answers5xx: known.answers5xx + (status >= 500 ? aggregate.value : 0),
    }));
  }
  for (const aggregate of errorLines) add(aggregate, (known) => ({ ...known, errorLines: known.errorLines + aggregate.value }));
  return figures;
}
