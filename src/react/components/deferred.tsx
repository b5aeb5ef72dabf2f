// A part of the page that streams in after the shell. On the server it waits for its promise inside
// Suspense and writes the resolved value next to its markup as inert JSON; on the client it hydrates
// from that JSON, so the browser never refetches what the server already sent.
import { Suspense, use, type ReactNode } from 'react';

const dataId = (id: string) => `deferred-data-${id}`;

function readStreamedValue(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(dataId(id))?.textContent;
  return text ? JSON.parse(text) : undefined;
}

interface DeferredProps<T> {
  id: string;
  /** Present on the server; absent in the browser, which reads the streamed value. */
  promise: Promise<T> | undefined;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
  /** Checks the streamed value in the browser. */
  isValue: (value: unknown) => value is T;
}

function DeferredValue<T>({ id, promise, children, isValue }: Omit<DeferredProps<T>, 'fallback'>) {
  const value: unknown = promise ? use(promise) : readStreamedValue(id);
  if (!isValue(value)) return null;
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    <>
      {children(value)}
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
