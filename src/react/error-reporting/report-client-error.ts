// How the page's own code hands over an error it caught itself (React's error boundary): the function the
// inline script at the top of the page defines (inline-script.ts). A chunk that failed to load reloads the
// page there, as an uncaught one would (src/react/chunk-reload.ts); in a sampled session the error is
// reported. Declared here so the page's script needs none of that code, only the call.
import type { ClientErrorKind } from '../../domain/operations/client-error-report.ts';

export type ReportClientError = (kind: ClientErrorKind, thrown: unknown) => void;

declare global {
  interface Window {
    __reportClientError?: ReportClientError;
  }
}
