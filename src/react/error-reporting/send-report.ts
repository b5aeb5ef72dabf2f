// Sends one report to the shop. A beacon first: the browser sends it even when the page is being left or
// reloaded right after (a chunk-load reload reports just before it), and as text/plain it is a simple
// request the endpoint reads as JSON. Where there is no beacon, or the browser will not queue this one,
// a keepalive fetch does the same.
import { CLIENT_ERRORS_PATH } from '../../domain/operations/client-error-report.ts';

export function sendReport(win: Window, body: string): void {
  if (typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(CLIENT_ERRORS_PATH, body)) return;
  win
    .fetch(CLIENT_ERRORS_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } })
    .catch((error: unknown) => console.warn('error report not sent', error));
}
