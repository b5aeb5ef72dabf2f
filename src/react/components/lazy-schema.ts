// A deferred part's schema, loaded only when the browser reads the part's streamed value. valibot and the
// schemas then arrive with the chunk the live cart loads right after hydration anyway, not before
// hydration (the product page's JavaScript budget). Until they are in, the part keeps its server-rendered
// HTML: React hydrates a boundary that suspends once its promise settles.
import type * as v from 'valibot';
import type { Streamed } from './streamed-value.ts';

export interface LazySchema<T> {
  /** The value streamed for part `id` (its JSON text), parsed; one promise per part, however often read. */
  read(id: string, text: string | null | undefined): Promise<Streamed<T>>;
}

export function lazySchema<T>(load: () => Promise<v.GenericSchema<unknown, T>>): LazySchema<T> {
  // Used in the browser only (the server renders from the loader's promises): one page, one read per part.
  const reads = new Map<string, Promise<Streamed<T>>>();
  return {
    read(id, text) {
      let read = reads.get(id);
      if (!read) {
        read = Promise.all([load(), import('./streamed-value.ts')]).then(
          ([schema, { parseStreamedValue }]) => parseStreamedValue(id, text, schema),
          (error: unknown): Streamed<T> => {
            console.warn(`deferred part "${id}" left out: its schema could not be loaded`, error);
            return { found: false };
          },
        );
        reads.set(id, read);
      }
      return read;
    },
  };
}
