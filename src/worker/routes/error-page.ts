// The one error handler: a 404 (from a middleware: pages show their own) renders the not-found page,
// anything else the error page, each with the market's frame when it can still be loaded. A shopper
// never sees a stack trace.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { RETRY_AFTER_SECONDS } from '../../domain/security/retry-after.ts';
import type { Env } from '../env.ts';
import { pageRequest } from '../pages/page-request.ts';
import { showMessagePage } from '../pages/show-page.ts';
import { logError } from '../services/observability/log.ts';

const FALLBACK_HTML = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Error</title>
<body><h1>An error occurred while showing the error page</h1><p><a href="/">Go back to home</a></p></body></html>`;

export async function renderError(error: unknown, c: Context<{ Bindings: Env }>): Promise<Response> {
  const status = error instanceof HTTPException ? error.status : 500;
  if (status >= 500) logError('request failed', c.req.method, new URL(c.req.url).pathname, error);
  try {
    // The frame (category bar) comes from the KV cache; if that needs the failed backend, the error page
    // goes without it rather than failing too.
    const response = await showMessagePage(c, pageRequest(c), status === 404 ? 'not-found' : 'error', status);
    // A backend outage is temporary: tell browsers and crawlers when to come back.
    if (status === 503) response.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
    return response;
  } catch (renderFailure) {
    logError('error page failed to render', renderFailure);
    return new Response(FALLBACK_HTML, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}
