// A stand-in of the two Cloudflare APIs the rollout's production health source reads
// (../analytics-health-source.ts), for its tests, on 127.0.0.1:
// - POST {url}/graphql answers the `workersInvocationsAdaptive` query (one row per asked `scriptVersion`:
//   sum { requests errors }, quantiles { wallTimeP95 } in microseconds), GraphQL errors in a 200 answer when
//   told to, as Cloudflare does;
// - POST {url}/accounts/{id}/workers/observability/telemetry/query answers the Workers Logs counts: answers
//   grouped by version and response status, error-level lines grouped by version, or all of a worker's events.
// Both answer from scripted figures per worker and version, refuse a wrong bearer token (401) or account
// (403), and keep every request they were sent, so a test asserts what was asked (worker, versions, times).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';

/** What Cloudflare knows of one version of a worker in the time asked about. */
export interface ScriptedVersion {
  requests: number;
  /** Invocations that threw or ran out of resources (`sum.errors`). */
  failed: number;
  wallTimeP95Us: number;
  /** Answers held by Workers Logs (sampled), of which `answers5xx` were 5xx. */
  answers: number;
  answers5xx: number;
  errorLines: number;
}

const GraphQLRequestSchema = v.object({
  query: v.string(),
  variables: v.object({
    accountTag: v.string(),
    scriptName: v.string(),
    versions: v.optional(v.array(v.string())),
    since: v.pipe(v.string(), v.isoTimestamp()),
    until: v.pipe(v.string(), v.isoTimestamp()),
  }),
});
const FilterSchema = v.object({ key: v.string(), operation: v.string(), type: v.string(), value: v.optional(v.union([v.string(), v.number()])) });
const LogQuerySchema = v.object({
  queryId: v.string(),
  view: v.literal('calculations'),
  timeframe: v.object({ from: v.number(), to: v.number() }),
  parameters: v.object({
    filters: v.array(FilterSchema),
    calculations: v.array(v.object({ operator: v.literal('count'), alias: v.optional(v.string()) })),
    groupBys: v.optional(v.array(v.object({ value: v.string(), type: v.string() })), []),
  }),
});
export type GraphQLRequest = v.InferOutput<typeof GraphQLRequestSchema>;
export type LogQuery = v.InferOutput<typeof LogQuerySchema>;

export interface CloudflareStandIn {
  /** The API base to give the health source: `http://127.0.0.1:{port}/client/v4`. */
  url: string;
  /** The figures of a version of a worker; none: Cloudflare has nothing of it. */
  figures: (worker: string, version: string) => ScriptedVersion | undefined;
  /** How many events of a worker Workers Logs hold for the last day (the reachability check); 0: observability off. */
  eventsOfDay: (worker: string) => number;
  /** Set: every GraphQL query is answered 200 with this error message, as Cloudflare does. */
  graphqlError: string | undefined;
  /** Every request received, in order. */
  graphqlRequests: GraphQLRequest[];
  logQueries: LogQuery[];
  close: () => Promise<void>;
}

const send = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export async function startCloudflareStandIn({ accountId, apiToken }: { accountId: string; apiToken: string }): Promise<CloudflareStandIn> {
  const standIn: Omit<CloudflareStandIn, 'url' | 'close'> = {
    figures: () => undefined,
    eventsOfDay: () => 1_000,
    graphqlError: undefined,
    graphqlRequests: [],
    logQueries: [],
  };

  const graphql = (body: unknown, response: ServerResponse) => {
    const parsed = v.safeParse(GraphQLRequestSchema, body);
    if (!parsed.success) return send(response, 400, { data: null, errors: [{ message: `error parsing args: ${v.summarize(parsed.issues)}` }] });
    standIn.graphqlRequests.push(parsed.output);
    const { query, variables } = parsed.output;
    if (variables.accountTag !== accountId) return send(response, 403, { data: null, errors: [{ message: 'not authorized for that account' }] });
    if (standIn.graphqlError)
      return send(response, 200, { data: null, errors: [{ message: standIn.graphqlError, path: ['viewer', 'accounts', '0'] }] });
    if (!/workersInvocationsAdaptive\(/.test(query) || !/dimensions \{ scriptVersion \}/.test(query))
      return send(response, 400, { data: null, errors: [{ message: 'unknown field' }] });
    // Without a version filter (the reachability query) it answers no row: a valid answer, all that is checked.
    const rows = (variables.versions ?? []).flatMap((version) => {
      const known = standIn.figures(variables.scriptName, version);
      if (!known) return [];
      return [
        {
          dimensions: { scriptVersion: version },
          sum: { requests: known.requests, errors: known.failed },
          quantiles: { wallTimeP95: known.wallTimeP95Us },
        },
      ];
    });
    send(response, 200, { data: { viewer: { accounts: [{ workersInvocationsAdaptive: rows }] } }, errors: null });
  };

  const logQuery = (body: unknown, response: ServerResponse) => {
    const parsed = v.safeParse(LogQuerySchema, body);
    if (!parsed.success) return send(response, 400, { success: false, errors: [{ code: 10001, message: v.summarize(parsed.issues) }], result: null });
    standIn.logQueries.push(parsed.output);
    const { filters, groupBys } = parsed.output.parameters;
    const filterValue = (key: string) => filters.find((filter) => filter.key === key)?.value;
    const worker = String(filterValue('$metadata.service') ?? '');
    const versions = String(filterValue('$workers.scriptVersion.id') ?? '').split(',');
    const group = (version: string, status?: number) => [
      { key: '$workers.scriptVersion.id', value: version },
      ...(status === undefined ? [] : [{ key: '$workers.event.response.status', value: status }]),
    ];
    // Without a group-by (the reachability check): all the worker's events of the day.
    if (groupBys.length === 0) {
      const events = standIn.eventsOfDay(worker);
      const calculations = events === 0 ? [] : [{ alias: 'events', calculation: 'count', aggregates: [{ value: events, groups: [] }], series: [] }];
      return send(response, 200, { success: true, errors: [], messages: [], result: { calculations } });
    }
    const aggregates = versions.flatMap((version) => {
      const known = standIn.figures(worker, version);
      if (!known) return [];
      if (filters.some((filter) => filter.key === '$metadata.level')) return [{ value: known.errorLines, groups: group(version) }];
      return [
        { value: known.answers - known.answers5xx, groups: group(version, 200) },
        { value: known.answers5xx, groups: group(version, 500) },
      ].filter((aggregate) => aggregate.value > 0);
    });
    const calculations = aggregates.length === 0 ? [] : [{ alias: 'events', calculation: 'count', aggregates, series: [] }];
    send(response, 200, {
      success: true,
      errors: [],
      messages: [],
      result: { calculations, statistics: { elapsed: 0.001, rows_read: 1, bytes_read: 1 } },
    });
  };

  const logPath = `/client/v4/accounts/${accountId}/workers/observability/telemetry/query`;
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.headers.authorization !== `Bearer ${apiToken}`)
      return send(response, 401, { success: false, errors: [{ code: 10000, message: 'Authentication error' }], result: null });
    const body = await bodyOf(request);
    if (path === '/client/v4/graphql') return graphql(body, response);
    if (path === logPath) return logQuery(body, response);
    if (/^\/client\/v4\/accounts\/[^/]+\/workers\/observability\/telemetry\/query$/.test(path))
      return send(response, 403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }], result: null });
    send(response, 404, { success: false, errors: [{ code: 7003, message: 'No route for that URI' }], result: null });
  };
  const server = createServer((request, response) => {
    // A body that is no JSON is the caller's mistake: answered, as Cloudflare would, with a 400 saying why.
    handle(request, response).catch((error: unknown) => send(response, 400, { success: false, errors: [{ code: 10002, message: String(error) }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}/client/v4`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
