// One bounded autocannon run against a loopback URL, summarised the way the bench reports it. Answers
// outside 2xx/3xx and socket-level failures are counted separately: the first are the app saying no,
// the second the connection breaking (refused, reset, timed out).
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Headers that change per request (e.g. a cookie picked from a pool); merged over `headers`. */
  headersPerRequest?: () => Record<string, string>;
}

export interface LoadSummary {
  requests: number;
  /** Answers with a 2xx or 3xx status per second of the run. */
  okPerSecond: number;
  /** Answers outside 2xx/3xx, by status. */
  httpErrors: Record<string, number>;
  /** Connection errors, timeouts included (autocannon's `errors`). */
  socketErrors: number;
  timeouts: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

export async function runLoad({
  url,
  connections,
  seconds,
  method = 'GET',
  headers = {},
  body,
  headersPerRequest,
}: LoadOptions): Promise<LoadSummary> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(headersPerRequest
      ? {
          requests: [{ setupRequest: (request) => ({ ...request, headers: { ...headers, ...headersPerRequest() } }) }],
        }
      : {}),
  });
  const ok = result['2xx'] + result['3xx'];
  const httpErrors: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    const code = Number(status);
    if ((code < 200 || code >= 400) && stats.count) httpErrors[status] = stats.count;
  }
  return {
    requests: result.requests.total,
    okPerSecond: Math.round((ok / result.duration) * 10) / 10,
    httpErrors,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  };
}
