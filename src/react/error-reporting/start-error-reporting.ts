// The browser's error reporter (issue 19): in a sampled session (session-sample.ts) it reports uncaught
// errors and unhandled rejections, and gives the inline script (inline-script.ts) the function that
// reports what the page caught itself, each as a report of client-error-report.ts sent to
// POST /api/client-errors. At most MAX_REPORTS_PER_PAGE reports a page, each once.
import { type ClientErrorKind, clientErrorBody, clientErrorReport, reportGate, thrownFacts } from '../../domain/operations/client-error-report.ts';
import type { ReportClientError } from './report-client-error.ts';
import { sendReport } from './send-report.ts';
import { sessionIsSampled } from './session-sample.ts';

/** What the worker tells the reporter about the page it rendered. */
export interface ReportingPage {
  pageKind?: string | undefined;
  clientVersion?: string | undefined;
}

/** Starts reporting in a sampled session and returns its report function; null in any other session. */
export function startErrorReporting(win: Window, page: ReportingPage, random: () => number = Math.random): ReportClientError | null {
  if (!sessionIsSampled(() => win.sessionStorage, random)) return null;
  const admit = reportGate();
  const report = (kind: ClientErrorKind, thrown: unknown, where?: Pick<ErrorEvent, 'filename' | 'lineno' | 'colno'>) => {
    const facts = { ...thrownFacts(thrown), source: where?.filename, line: where?.lineno, column: where?.colno };
    const body = clientErrorBody(clientErrorReport(kind, facts, { href: win.location.href, ...page }));
    if (admit(body)) sendReport(win, body);
  };
  // A cross-origin script's error comes without its Error (`error` null): its message is all there is.
  win.addEventListener('error', (event) => report('error', event.error ?? event.message, event));
  win.addEventListener('unhandledrejection', (event) => report('rejection', event.reason));
  return report;
}
