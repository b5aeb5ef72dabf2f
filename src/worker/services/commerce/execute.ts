// Every commerce call goes through here. The SDK rejects with plain objects ({ statusCode, message, … });
// they become real errors: an unreachable or failing backend is a 503 HTTPException (the shopper sees the
// error page, the operator a logged cause), anything else a CommerceError carrying the API's status.
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';

const SdkFailureSchema = v.object({
  statusCode: v.optional(v.number()),
  status: v.optional(v.number()),
  code: v.optional(v.string()),
  message: v.optional(v.string()),
});

export class CommerceError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** On a 409 ConcurrentModification: the resource's current version, to retry with. */
  readonly currentVersion: number | undefined;
  constructor(message: string, statusCode: number, code: string, cause: unknown, currentVersion?: number) {
    super(message, { cause });
    this.name = 'CommerceError';
    this.statusCode = statusCode;
    this.code = code;
    this.currentVersion = currentVersion;
  }
}

const ApiErrorsSchema = v.object({
  body: v.object({ errors: v.array(v.object({ code: v.optional(v.string()), currentVersion: v.optional(v.number()) })) }),
});

function currentVersionOf(failure: unknown): number | undefined {
  const parsed = v.safeParse(ApiErrorsSchema, failure);
  return parsed.success ? parsed.output.body.errors.find((error) => error.currentVersion !== undefined)?.currentVersion : undefined;
}

/** The first error code of the API's answer (`body.errors[0].code`, e.g. `DuplicateField`). */
function firstApiErrorCode(failure: unknown): string | undefined {
  const parsed = v.safeParse(ApiErrorsSchema, failure);
  return parsed.success ? parsed.output.body.errors[0]?.code : undefined;
}

export function toCommerceFailure(failure: unknown): Error {
  if (failure instanceof HTTPException) return failure;
  // Network failures arrive wrapped as { body, error: { statusCode, message, … } }; API errors unwrapped.
  const wrapped = v.safeParse(v.object({ error: v.record(v.string(), v.unknown()) }), failure);
  const parsed = v.safeParse(SdkFailureSchema, wrapped.success ? wrapped.output.error : failure);
  const statusCode = parsed.success ? (parsed.output.statusCode ?? parsed.output.status ?? 0) : 0;
  const message = parsed.success && parsed.output.message ? parsed.output.message : 'no details';
  if (statusCode === 0 || statusCode >= 500) {
    return new HTTPException(503, { message: `commerce backend unavailable: ${message}`, cause: failure });
  }
  return new CommerceError(
    message,
    statusCode,
    (parsed.success ? parsed.output.code : undefined) ?? firstApiErrorCode(failure) ?? 'Unknown',
    failure,
    currentVersionOf(failure),
  );
}

/** Runs an SDK request and returns its body; failures are thrown as real errors (see above). */
export async function execute<T>(request: { execute: () => Promise<{ body: T }> }): Promise<T> {
  try {
    return (await request.execute()).body;
  } catch (failure) {
    throw toCommerceFailure(failure);
  }
}
