// A deferred part's schema, loaded in the browser only. valibot and the schemas then arrive beside
// hydration (and with the chunk the live cart loads right after it anyway), not among the scripts the
// page waits for before hydrating (the product page's JavaScript budget). Until they are in, a part
// keeps its server-rendered HTML: React hydrates a boundary that suspends once its promise settles.
import type * as v from 'valibot';
import type { Streamed } from './streamed-value.ts';

export interface LazySchema<T> {
  /** Starts loading the schema (and the parser) without waiting for it. */
  preload(): void;
  /** The value streamed for part `id` (its JSON text), parsed; one promise per part, however often read. */
  read(id: string, text: string | null | undefined): Promise<Streamed<T>>;
}

export function lazySchema<T>(load: () => Promise<v.GenericSchema<unknown, T>>): LazySchema<T> {
  // Used in the browser only (the server renders from the loader's promises): one page, one read per part.
  const loadBoth = () => Promise.all([load(), import('./streamed-value.ts')]);
  let loading: ReturnType<typeof loadBoth> | undefined;
  const loaded = () => (loading ??= loadBoth());
  const reads = new Map<string, Promise<Streamed<T>>>();
  return {
    preload() {
      loaded().catch((error: unknown) => console.warn('deferred parts will be left out: a schema could not be loaded', error));
    },
    read(id, text) {
      let read = reads.get(id);
      if (!read) {
        read = loaded().then(
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
