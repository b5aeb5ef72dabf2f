// The one way a JSON endpoint reads its body: at most `maxBytes` (Hono's bodyLimit), declared as JSON,
// parsed and checked against a valibot schema by Hono's validator (@hono/valibot-validator). Every way
// a body can be wrong is a localized refusal of the endpoint's own:
// - too large → 413 `tooLarge`;
// - a Content-Type other than JSON, or none → 400 `malformed` (the validator would skip such a body
//   and validate `{}` instead, which some schemas accept);
// - not JSON at all → 400 `malformed` (the validator throws an HTTPException for it);
// - JSON the schema refuses → 400 with the key `invalid` makes of the schema's issues, or, for a form,
//   `{ error: 'invalid-input', message, fields: { <bodyPath>: message } }` (each message localized).
// The handler reads the checked value with `c.req.valid('json')`.
import { vValidator } from '@hono/valibot-validator';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type * as v from 'valibot';
import type { ApiEnv } from './api-env.ts';
import { localized } from './localized.ts';
import type { RefusalKey } from './message-key.ts';
import { refuse } from './refuse.ts';

/** A form's refusal: its message (e.g. 'Please check the highlighted fields.') and each refused field's own message. */
export interface FieldRefusal {
  key: RefusalKey;
  fields: Readonly<Record<string, RefusalKey>>;
}

export interface JsonBodyPolicy {
  maxBytes: number;
  tooLarge: RefusalKey;
  malformed: RefusalKey;
  /** The refusal for a body the schema does not accept, from the schema's issues. */
  invalid: (issues: readonly v.BaseIssue<unknown>[]) => RefusalKey | FieldRefusal;
}

/** The media types Hono's validator reads as JSON: `application/json` and `application/…+json`. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

const declaresJson = (contentType: string | undefined): boolean => JSON_MEDIA_TYPE.test((contentType ?? '').split(';')[0]?.trim() ?? '');

/** The input a validator middleware declares (`c.req.valid('json')` is its `out.json`). */
type InputOf<H> = H extends (c: Context<ApiEnv, string, infer I>, next: Next) => unknown ? I : never;

/**
 * Runs one middleware as a check: its answer when it answered, null when it passed on. What comes after
 * it runs later, outside the check, so an error there is never taken for the check's own.
 */
async function check<C>(middleware: (c: C, next: Next) => unknown, c: C): Promise<Response | null> {
  let passed = false;
  const answer = await middleware(c, async () => {
    passed = true;
  });
  if (passed) return null;
  if (answer instanceof Response) return answer;
  throw new Error('a body check neither answered nor passed the request on');
}

export function jsonBody<S extends v.GenericSchema>(schema: S, policy: JsonBodyPolicy) {
  const limit = bodyLimit({ maxSize: policy.maxBytes, onError: (c) => refuse(c, policy.tooLarge, 413) });
  const validate = vValidator('json', schema, (result, c: Context<ApiEnv>) => {
    if (result.success) return undefined;
    const refusal = policy.invalid(result.issues);
    if (typeof refusal === 'string') return refuse(c, refusal, 400);
    const fields = Object.fromEntries(Object.entries(refusal.fields).map(([path, key]) => [path, localized(c, key)]));
    return refuse(c, refusal.key, 400, { error: 'invalid-input', body: { fields } });
  });
  const jsonBodyMiddleware: MiddlewareHandler<ApiEnv, string, InputOf<typeof validate>> = async (c, next) => {
    const tooLarge = await check(limit, c);
    if (tooLarge) return tooLarge;
    if (!declaresJson(c.req.header('content-type'))) return refuse(c, policy.malformed, 400);
    let refused: Response | null;
    try {
      refused = await check(validate, c);
    } catch (error) {
      // The validator's own answer to a body that is not JSON; a shopper's bad request, nothing to log.
      if (error instanceof HTTPException && error.status === 400) return refuse(c, policy.malformed, 400);
      throw error;
    }
    if (refused) return refused;
    await next();
  };
  return jsonBodyMiddleware;
}
