// The one error handler: a 404 renders the not-found page, anything else the error page, each with the
// market's frame when it can still be loaded. A shopper never sees a stack trace.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Env } from '../env.ts';
import { appData, loadFrame, type LoaderContext } from '../loaders/frame.ts';
import { renderPage } from '../render/render-page.tsx';

const FALLBACK_HTML = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Error</title>
<body><h1>An error occurred while showing the error page</h1><p><a href="/">Go back to home</a></p></body></html>`;

export async function renderError(error: unknown, c: Context<{ Bindings: Env }>): Promise<Response> {
  const status = error instanceof HTTPException ? error.status : 500;
  if (status >= 500) console.error('request failed', c.req.method, c.req.url, error);
  try {
    const market = c.get('market');
    const context: LoaderContext = {
      env: c.env, market, url: new URL(c.req.url), waitUntil: (p) => c.executionCtx.waitUntil(p),
    };
    const categories = await loadFrame(context).catch(() => []);
    const page = status === 404 ? { kind: 'not-found' as const } : { kind: 'error' as const, status };
    const response = await renderPage({
      request: c.req.raw, nonce: c.get('nonce'), status, data: appData(context, categories, page),
    });
    return response;
  } catch (renderFailure) {
    console.error('error page failed to render', renderFailure);
    return new Response(FALLBACK_HTML, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}
