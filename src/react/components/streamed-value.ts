// The browser's reading of a deferred part's value, streamed by the server as inert JSON beside the
// part's markup. It came over the wire, so it is parsed with the part's schema: a value that is not JSON
// or does not fit is logged and the part is left out, never rendered from data of the wrong shape.
import * as v from 'valibot';

export type Streamed<T> = { found: true; value: T } | { found: false };

const LEFT_OUT: Streamed<never> = { found: false };

export function parseStreamedValue<T>(id: string, text: string | null | undefined, schema: v.GenericSchema<unknown, T>): Streamed<T> {
  if (!text) {
    console.warn(`deferred part "${id}" left out: no streamed value`);
    return LEFT_OUT;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    console.warn(`deferred part "${id}" left out: the streamed value is not JSON`, error);
    return LEFT_OUT;
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    console.warn(`deferred part "${id}" left out: unexpected shape`, v.summarize(parsed.issues));
    return LEFT_OUT;
  }
  return { found: true, value: parsed.output };
}
