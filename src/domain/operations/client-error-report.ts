// What a browser reports about an error (POST /api/client-errors, src/worker/routes/client-errors-api.ts)
// and how the report is made from what was thrown: the browser's reporter (src/react/error-reporting) builds
// it with these functions and the endpoint checks it against the same limits (client-error-schema.ts).
// No personal data: the page is its path only (a query string can carry an e-mail address or a token, so
// it is cut from the page, the script addresses and the stack), nothing from forms, cookies or storage,
// and a thrown value that is not an Error is named by its type, never serialized. The worker's log
// redaction still runs over whatever text remains (src/domain/operations/log-redaction.ts).

export const CLIENT_ERRORS_PATH = '/api/client-errors';

/**
 * - `error`: an uncaught exception (a script, an event handler, React's own uncaught errors);
 * - `rejection`: a promise rejected with nobody to handle it;
 * - `boundary`: a failure React's error boundary caught and showed the "please reload" message for;
 * - `chunk-reload`: a script chunk failed to load and the page reloads (src/react/chunk-reload.ts).
 */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'boundary', 'chunk-reload'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The longest text of each field, in characters: the reporter cuts to them and the endpoint refuses more. */
export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 4000,
  source: 500,
  page: 500,
  pageKind: 40,
  clientVersion: 100,
} as const;

/** The endpoint's body limit: a report at every limit fits, even with its stack JSON-escaped. */
export const MAX_CLIENT_ERROR_BYTES = 8 * 1024;

/** Reports one page view sends at most: an error in a loop or a timer must not flood the endpoint. */
export const MAX_REPORTS_PER_PAGE = 5;

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack?: string;
  /** The script the error came from, and where in it, when the browser says. */
  source?: string;
  line?: number;
  column?: number;
  /** The page's path, without query string or fragment. */
  page: string;
  /** The kind of page (product, cart…; src/react/pages/page-table.ts), when known. */
  pageKind?: string;
  /** The version the worker rendered the page with (its APP_VERSION). */
  clientVersion?: string;
}

/** What the browser knows of one error. */
export interface ErrorFacts {
  message: string;
  stack?: string | undefined;
  source?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
}

/** Where the error happened: the page's address (its query is cut off here), kind and version. */
export interface PageFacts {
  href: string;
  pageKind?: string | undefined;
  clientVersion?: string | undefined;
}

const cut = (text: string, limit: number): string => (text.length > limit ? text.slice(0, limit) : text);

/**
 * Every address in `text` without its query string and fragment, its `:line:column` kept (stack frames of an
 * inline script name the page's full address, query included).
 */
export function withoutQueries(text: string): string {
  return text.replace(/(\b[a-z][\w+.-]*:\/\/[^\s?#()]*)[?#][^\s()]*?((?::\d+){0,2})(?=[\s()]|$)/gi, '$1$2');
}

/** An address as a report may name it: path only for the page, origin and path for a script. */
const addressWithoutQuery = (address: string): string => address.split(/[?#]/, 1)[0] ?? '';

/** What was thrown, as text: an Error's own message and stack; anything else only by its type. */
export function thrownFacts(thrown: unknown): ErrorFacts {
  if (thrown instanceof Error) return { message: `${thrown.name}: ${thrown.message}`, stack: thrown.stack };
  if (typeof thrown === 'string') return { message: thrown };
  // A rejection's reason can be any object (a response, a form's data): its contents are not read.
  return { message: `non-error thrown: ${Object.prototype.toString.call(thrown)}` };
}

/** The report of one error: texts cut to their limits, addresses without queries, nothing else of the page. */
export function clientErrorReport(kind: ClientErrorKind, facts: ErrorFacts, page: PageFacts): ClientErrorReport {
  const report: ClientErrorReport = {
    kind,
    message: cut(withoutQueries(facts.message), CLIENT_ERROR_LIMITS.message),
    page: cut(new URL(page.href).pathname, CLIENT_ERROR_LIMITS.page),
  };
  if (facts.stack) report.stack = cut(withoutQueries(facts.stack), CLIENT_ERROR_LIMITS.stack);
  if (facts.source) report.source = cut(addressWithoutQuery(facts.source), CLIENT_ERROR_LIMITS.source);
  if (facts.line) report.line = facts.line;
  if (facts.column) report.column = facts.column;
  if (page.pageKind) report.pageKind = cut(page.pageKind, CLIENT_ERROR_LIMITS.pageKind);
  if (page.clientVersion) report.clientVersion = cut(page.clientVersion, CLIENT_ERROR_LIMITS.clientVersion);
  return report;
}

/**
 * The report as the body sent: JSON within MAX_CLIENT_ERROR_BYTES. A stack of many escaped or multi-byte
 * characters can pass that at 4000 characters; it is then left out, as what the report says first.
 */
export function clientErrorBody(report: ClientErrorReport): string {
  const body = JSON.stringify(report);
  if (new TextEncoder().encode(body).byteLength <= MAX_CLIENT_ERROR_BYTES) return body;
  return JSON.stringify({ ...report, stack: undefined });
}

/**
 * Admits at most `max` reports, each body once: a handler that fails on every scroll event reports once,
 * and a page that keeps failing in new ways stops after `max`.
 */
export function reportGate(max: number = MAX_REPORTS_PER_PAGE): (body: string) => boolean {
  const seen = new Set<string>();
  return (body) => {
    if (seen.size >= max || seen.has(body)) return false;
    seen.add(body);
    return true;
  };
}
