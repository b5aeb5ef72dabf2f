// `POST /api/client-errors` (issue 19): a browser's report of an error on one of our pages (sent by the
// inline error script of a sampled session, src/react/error-reporting), written to the log as one warning
// with the request id and the worker's version (logLine), beside the version the page was rendered with.
// Answers 204. Same-origin (the app's write policy: a page's beacon carries its Origin), rate-limited per
// client IP (`client-error`), at most MAX_CLIENT_ERROR_BYTES (413 before anything is read) and checked
// against ClientErrorReportSchema; a body that is not JSON or not a report is a 400, in the shopper's
// language like every API refusal. The log's redaction (log-redaction.ts) runs over every text of it.
//
// Not the shared jsonBody: `navigator.sendBeacon` sends a string as `text/plain;charset=UTF-8` (a beacon
// with a JSON content type is refused by Chromium), which jsonBody rightly refuses for every other API.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { MAX_CLIENT_ERROR_BYTES } from '../../domain/operations/client-error-report.ts';
import { ClientErrorReportSchema } from '../../domain/operations/client-error-schema.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { jsonApi } from '../api/json-api.ts';
import { refuse } from '../api/refuse.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { logLine } from '../services/observability/log.ts';

export const clientErrorsApi = jsonApi({ unavailable: 'api.error.unavailable' });

/** What a report may be sent as: JSON, or the plain text a beacon makes of it. */
const REPORT_MEDIA_TYPE = /^(application\/json|text\/plain)$/i;

const reportLimit = bodyLimit({ maxSize: MAX_CLIENT_ERROR_BYTES, onError: (c) => refuse(c, 'api.error.too-large', 413) });

/** The body as JSON, or undefined when it is not JSON (a refusal, not a failure of ours). */
async function jsonOf(c: Context<ApiEnv>): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

clientErrorsApi.post('/', rateLimit('client-error'), reportLimit, async (c) => {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  if (!REPORT_MEDIA_TYPE.test(mediaType)) return refuse(c, 'api.error.bad-request', 400);
  const parsed = v.safeParse(ClientErrorReportSchema, await jsonOf(c));
  if (!parsed.success) return refuse(c, 'api.error.bad-request', 400);
  const { kind, message, stack, source, line, column, page, pageKind, clientVersion } = parsed.output;
  logLine('warn', 'client error', {
    kind,
    // Shaped as the worker's own errors are logged (log.ts), so one query finds both; the line's own
    // `message` says what the line is.
    error: {
      message,
      // Frame by frame: the log keeps each text to 500 characters, and a list to its first 20 entries.
      stack: stack?.split('\n'),
      source: source === undefined ? undefined : [source, line, column].filter((part) => part !== undefined).join(':'),
    },
    page,
    pageKind,
    clientVersion,
    market: c.get('market')?.country.code,
  });
  return c.body(null, 204);
});
