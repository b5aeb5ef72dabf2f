// One call of a same-origin JSON endpoint of the worker, made the way every client of the pages makes it:
// the session rides in httpOnly cookies, a success is parsed with the caller's schema (an answer of another
// shape is `malformed`, never trusted), and a refusal carries the server's message in the shopper's language,
// its error key and, for a wrong form, a message per field. Nothing throws: no answer at all is status 0,
// `network`, and the caller's form says so in its own words.
import * as v from 'valibot';

const RefusalSchema = v.object({
  error: v.optional(v.string()),
  message: v.optional(v.string()),
  fields: v.optional(v.record(v.string(), v.string())),
});

export interface JsonRefusal<Extra = never> {
  ok: false;
  /** 0 when no answer came at all. */
  status: number;
  /** The API's error key; `failed` for a refusal without one, `malformed` for a success of another shape, `network`. */
  error: string;
  message: string | null;
  fields: Readonly<Record<string, string>>;
  /** What else the refusal carried, read with the caller's schema (e.g. the stored state on a version conflict). */
  extra: Extra | null;
}

export type JsonAnswer<T, Extra = never> = { ok: true; status: number; value: T } | JsonRefusal<Extra>;

export interface JsonCall<T, Extra> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; none for a GET. */
  body?: unknown;
  answer: v.GenericSchema<unknown, T>;
  refusalExtra?: v.GenericSchema<unknown, Extra>;
}

const refused = <Extra>(status: number, error: string): JsonRefusal<Extra> => ({ ok: false, status, error, message: null, fields: {}, extra: null });

export async function callJsonApi<T, Extra = never>(url: string, call: JsonCall<T, Extra>): Promise<JsonAnswer<T, Extra>> {
  const { method = 'GET', body, answer, refusalExtra } = call;
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json().catch((error: unknown) => {
      console.warn('answer is not JSON', method, url, response.status, error);
      return null;
    });
    if (response.ok) {
      const parsed = v.safeParse(answer, json);
      if (parsed.success) return { ok: true, status: response.status, value: parsed.output };
      console.warn('answer of an unexpected shape', method, url, v.summarize(parsed.issues));
      return refused(response.status, 'malformed');
    }
    const refusal = v.safeParse(RefusalSchema, json);
    if (!refusal.success) console.warn('refusal not understood', method, url, response.status);
    const { error = 'failed', message = null, fields = {} } = refusal.success ? refusal.output : {};
    const extra = refusalExtra ? v.safeParse(refusalExtra, json) : null;
    return { ok: false, status: response.status, error, message, fields, extra: extra?.success ? extra.output : null };
  } catch (error) {
    console.warn('request failed', method, url, error);
    return refused(0, 'network');
  }
}
