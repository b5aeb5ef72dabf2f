// The inline script at the top of every page's head, before any other script, so it watches the page from
// its start: it reloads the page when a script chunk fails to load (src/react/chunk-reload.ts) and, in a
// sampled session, reports errors (start-error-reporting.ts). Compiled on its own by the build
// (scripts/build/inline-error-script.ts), outside the page's script files and their budgets, and written
// into the page by the worker (src/worker/render/error-script.tsx) with the page's kind and the version it
// was rendered with as data attributes of the script element.
import { reloadOnChunkError } from '../chunk-reload.ts';
import { startErrorReporting } from './start-error-reporting.ts';

const script = document.currentScript;
const report = startErrorReporting(window, { pageKind: script?.dataset['pageKind'], clientVersion: script?.dataset['version'] });
const reloadedFor = reloadOnChunkError(window, report);
// An error the page caught (React's error boundary, report-client-error.ts): a lazy part whose chunk failed
// to load reloads the page as an uncaught failure does; anything else is reported in a sampled session.
window.__reportClientError = (kind, thrown) => {
  if (!reloadedFor(thrown)) report?.(kind, thrown);
};
