// One JSON log line per request (issue 19): request id, market, route, status, duration, cache hits and
// misses, backend timings and version. The first middleware, so everything after it runs inside the
// request's record (request-context.ts) and every other line it writes carries the same request id. A page
// also gets the backend timings as `Server-Timing`. The duration is until the answer started: a streamed
// page's body is still being written then, and what it loads later is not counted.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Env } from '../env.ts';
import { HTML_CACHE_HEADER } from '../html-cache/html-cache.ts';
import { logLine } from '../services/observability/log.ts';
import { newRequestRecord, type RequestRecord, withRequestRecord } from '../services/observability/request-context.ts';
import { serverTiming } from '../services/observability/server-timing.ts';

function backendFields(record: RequestRecord): Record<string, { calls: number; ms: number; failures: number }> {
  const fields: Record<string, { calls: number; ms: number; failures: number }> = {};
  for (const [backend, timing] of record.backends) fields[backend] = { ...timing, ms: Math.round(timing.ms) };
  return fields;
}

export function requestLog(): MiddlewareHandler<{ Bindings: Env }> {
  return async function requestLogMiddleware(c, next) {
    // Cloudflare's ray id ties the line to its own logs; locally there is none.
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
    const record = newRequestRecord(requestId, c.env.APP_VERSION);
    await withRequestRecord(record, async () => {
      let failure: unknown;
      try {
        await next();
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        const durationMs = Date.now() - record.startedAt;
        const status = failure === undefined ? c.res.status : 500;
        // A websocket upgrade comes back from the cart's object with immutable headers.
        if (status !== 101) {
          c.res.headers.set('x-request-id', requestId);
          if (c.res.headers.get('content-type')?.startsWith('text/html')) c.res.headers.append('server-timing', serverTiming(record, durationMs));
        }
        logLine(status >= 500 ? 'error' : 'info', 'request', {
          method: c.req.method,
          route: record.routeName ?? (routePath(c) || undefined),
          status,
          durationMs,
          market: c.get('market')?.country.code,
          language: c.get('market')?.language,
          htmlCache: c.res.headers.get(HTML_CACHE_HEADER) ?? undefined,
          cache: record.cache,
          backends: backendFields(record),
          error: failure,
        });
      }
    });
  };
}
