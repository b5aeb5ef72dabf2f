// The worker's log: one JSON object a line, which Workers Logs indexes field by field (wrangler.toml
// `observability`). Every line carries the request id and the version when it is written during a
// request, and nothing personal (src/domain/operations/log-redaction.ts): details are copied through the
// redaction, an error is kept as its name, message, code and status, and its cause.
import { isPersonalField, REDACTED, redactText } from '../../../domain/operations/log-redaction.ts';
import { currentRequest } from './request-context.ts';

type Level = 'info' | 'warn' | 'error';

const MAX_TEXT = 500;
const MAX_STACK = 1500;
const MAX_DEPTH = 4;
const MAX_ITEMS = 20;

function text(value: string, limit = MAX_TEXT): string {
  const redacted = redactText(value);
  return redacted.length > limit ? `${redacted.slice(0, limit)}…` : redacted;
}

/** An error as a log field: what went wrong and where, and what caused it, without the data it carried. */
export function loggedError(error: Error, depth = 0): Record<string, unknown> {
  const fields: Record<string, unknown> = { name: error.name, message: text(error.message) };
  const extra = error as Error & { code?: unknown; status?: unknown; statusCode?: unknown; body?: unknown };
  if (typeof extra.code === 'string' || typeof extra.code === 'number') fields.code = extra.code;
  const status = extra.statusCode ?? extra.status;
  if (typeof status === 'number') fields.status = status;
  // commercetools errors carry the answer's error codes; their messages may quote what was sent.
  const body = extra.body as { errors?: Array<{ code?: unknown }> } | undefined;
  if (Array.isArray(body?.errors)) fields.codes = body.errors.map((item) => String(item?.code)).slice(0, MAX_ITEMS);
  if (error.stack) fields.stack = text(error.stack.split('\n').slice(1).join('\n'), MAX_STACK);
  if (error.cause !== undefined && depth < 3) fields.cause = loggedValue(error.cause, depth + 1);
  return fields;
}

/** Any value as it may be logged: text redacted, personal fields replaced, bounded in size and depth. */
export function loggedValue(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return value ?? null;
  if (typeof value === 'string') return text(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Error) return loggedError(value, depth);
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => loggedValue(item, depth + 1));
  if (typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
      copy[key] = isPersonalField(key) && item !== null && item !== undefined ? REDACTED : loggedValue(item, depth + 1);
    }
    return copy;
  }
  return `[${typeof value}]`;
}

/** The version outside a request (a Durable Object's alarm or socket message): set where the env is known. */
let isolateVersion: string | undefined;

export function setLogVersion(version: string): void {
  isolateVersion = version;
}

const write: Record<Level, (line: string) => void> = {
  // biome-ignore lint/suspicious/noConsole: this is the worker's one writer of log lines; info lines are console.log in Workers Logs
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

/** Writes one line: `fields` are named values (redacted like the rest), `message` says what happened. */
export function logLine(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const request = currentRequest();
  const line: Record<string, unknown> = { level, message: text(message) };
  if (request) line.requestId = request.requestId;
  const version = request?.version ?? isolateVersion;
  if (version) line.version = version;
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) line[key] = isPersonalField(key) && value !== null ? REDACTED : loggedValue(value);
  }
  write[level](JSON.stringify(line));
}

/** The details of a warning or an error: the first Error is its `error` (with its cause), the rest `details`. */
function detailFields(details: unknown[]): Record<string, unknown> {
  const errorIndex = details.findIndex((item) => item instanceof Error);
  const rest = details.filter((_, index) => index !== errorIndex);
  return {
    error: errorIndex === -1 ? undefined : details[errorIndex],
    details: rest.length === 0 ? undefined : rest,
  };
}

/** Something went wrong and the shopper was served all the same (a fallback, a refusal worth seeing). */
export function logWarn(message: string, ...details: unknown[]): void {
  logLine('warn', message, detailFields(details));
}

/** Something went wrong that an operator must look at (a failed request, lost work, bad configuration). */
export function logError(message: string, ...details: unknown[]): void {
  logLine('error', message, detailFields(details));
}
