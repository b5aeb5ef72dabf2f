// A part of the page that streams in after the shell. On the server it waits for its promise inside
// Suspense and writes the resolved value next to its markup as inert JSON; on the client it hydrates
// from that JSON, parsed with the part's schema, so the browser never refetches what the server already
// sent and never renders a value of the wrong shape (one that does not fit is logged and left out).
import { Suspense, use, type ReactNode } from 'react';
import { serializeForScript } from '../../domain/html/inline-json.ts';
import type { LazySchema } from './lazy-schema.ts';
import type { Streamed } from './streamed-value.ts';

const dataId = (id: string) => `deferred-data-${id}`;

interface DeferredProps<T> {
  id: string;
  /** Present on the server; absent in the browser, which reads the streamed value. */
  promise: Promise<T> | undefined;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
  /** The shape of the value; the browser parses the streamed value with it. */
  schema: LazySchema<T>;
}

function DeferredValue<T>({ id, promise, children, schema }: Omit<DeferredProps<T>, 'fallback'>) {
  // Without a promise on the server there is nothing to show (and no schema is loaded there).
  const result: Streamed<T> = promise
    ? { found: true, value: use(promise) }
    : typeof document === 'undefined'
      ? { found: false }
      : use(schema.read(id, document.getElementById(dataId(id))?.textContent));
  if (!result.found) return null;
  const json = serializeForScript(result.value);
  return (
    <>
      {children(result.value)}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: inert JSON must be the element's raw text; serializeForScript escapes it for inline use */}
      <script type="application/json" id={dataId(id)} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}

export function Deferred<T>({ fallback, ...props }: DeferredProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <DeferredValue {...props} />
    </Suspense>
  );
}
