// Rendered pages for anonymous shoppers, kept per market, path and query (html-cache-key.ts) so the same
// page is not rendered again for every shopper. Only a shared page (src/domain/html/shared-html.ts) that
// was rendered to the end, answered 200 without setting a cookie and is not `no-store` is kept; a request
// with a session or tier cookie, or of another method than GET, is rendered as before and stores nothing.
// An entry is answered as it is while fresh, then once more while a new render is made behind the
// response (SHARED_HTML_POLICY). Every answer gets its own nonce (fresh-nonce.ts); the security headers,
// the market cookies and the page's Cache-Control are set as for a rendered page. It runs right after the
// nonce and the market are made (app.ts), so a hit passes no other middleware. `x-html-cache` says
// which it was: hit, miss (rendered and stored) or bypass (rendered for this request alone).
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isAnonymousRequest, isSharedFor } from '../../domain/html/shared-html.ts';
import { isApiPath } from '../../domain/routes/request-path.ts';
import { isStorableAnswer } from './storable-answer.ts';
import type { Env } from '../env.ts';
import { SHARED_HTML_POLICY } from '../services/cache/policies.ts';
import { joinWithNonce } from './fresh-nonce.ts';
import { htmlCacheKey } from './html-cache-key.ts';
import { type HtmlEntry, readHtmlEntry, writeHtmlEntry } from './html-entries.ts';
import { sendPageView } from './page-view.ts';
import { logWarn } from '../services/observability/log.ts';
import { nameRoute } from '../services/observability/request-context.ts';

/** What showPage tells the cache of the page it rendered. */
export interface RenderedPage {
  kind: string;
  /** True once a Suspense boundary failed and its part was left to the browser. */
  incomplete: () => boolean;
}

/** The app itself, for a render behind the response (a request through every middleware again). */
export type AppFetch = (request: Request, env: Env, executionCtx: Context['executionCtx']) => Promise<Response>;

type PageContext = Context<{ Bindings: Env }>;

export const HTML_CACHE_HEADER = 'x-html-cache';
/** Marks the worker's own re-render of a stale entry; its value is this isolate's secret, so nobody can send it. */
const REFRESH_HEADER = 'x-html-cache-refresh';
let refreshSecret: string | undefined;
/** Made at the first request: workerd allows no random values in the global scope. */
const refreshToken = (): string => {
  refreshSecret ??= crypto.randomUUID();
  return refreshSecret;
};
/** Keys being rendered again behind a response in this isolate: one re-render per entry at a time. */
const refreshing = new Set<string>();

function freshSeconds(env: Env): number {
  const configured = Number.parseInt(env.HTML_CACHE_FRESH_SECONDS, 10);
  return Number.isFinite(configured) && configured >= 0 ? configured : SHARED_HTML_POLICY.fresh;
}

function answerFromEntry(c: PageContext, entry: HtmlEntry): Response {
  nameRoute(`page:${entry.kind}`);
  if (entry.view) sendPageView(c, entry.view);
  return new Response(joinWithNonce(entry.parts, c.get('nonce')), {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': entry.cacheControl, [HTML_CACHE_HEADER]: 'hit' },
  });
}

/** Renders the page again through the whole app, as a prefetch (no view event); its answer stores the entry. */
function refreshBehind(c: PageContext, key: string, appFetch: AppFetch): void {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  const headers = new Headers(c.req.raw.headers);
  headers.set(REFRESH_HEADER, refreshToken());
  headers.set('sec-purpose', 'prefetch');
  const refreshed = appFetch(new Request(c.req.url, { headers }), c.env, c.executionCtx)
    .then(async (response) => {
      await response.arrayBuffer();
      if (response.headers.get(HTML_CACHE_HEADER) !== 'miss') logWarn(`html cache: the new render of ${key} was not stored (${response.status})`);
    })
    .catch((error: unknown) => logWarn(`html cache: rendering ${key} again failed; its stale entry answers meanwhile`, error))
    .finally(() => refreshing.delete(key));
  c.executionCtx.waitUntil(refreshed);
}

/** Stores the page this request rendered while it streams to the shopper, if it is a complete shared page. */
function storeWhileStreaming(c: PageContext, key: string, cookieNames: ReadonlySet<string>): boolean {
  const rendered = c.get('renderedPage');
  const response = c.res;
  if (!rendered || !response.body || !isStorableAnswer(rendered.kind, cookieNames, response)) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  const nonce = c.get('nonce');
  const view = c.get('pageView') ?? null;
  const [toShopper, toStore] = response.body.tee();
  c.res = new Response(toShopper, response);
  const stored = new Response(toStore)
    .text()
    .then((html) => {
      if (rendered.incomplete()) return;
      return writeHtmlEntry(key, { html, nonce, kind: rendered.kind, cacheControl, view, storedAt: Date.now() }, SHARED_HTML_POLICY.keep);
    })
    .catch((error: unknown) => logWarn(`html cache: storing ${key} failed`, error));
  c.executionCtx.waitUntil(stored);
  return true;
}

export function htmlCache(appFetch: AppFetch): MiddlewareHandler<{ Bindings: Env }> {
  return async function htmlCacheMiddleware(c, next) {
    // The APIs are never kept: they go on without a look into the cache (its Cache API read on a miss).
    if (isApiPath(c.req.path)) return next();
    const cookieNames = new Set(Object.keys(getCookie(c)));
    if (c.req.method !== 'GET' || !isAnonymousRequest(cookieNames)) {
      await next();
      c.res.headers.set(HTML_CACHE_HEADER, 'bypass');
      return;
    }
    const url = new URL(c.req.url);
    const key = htmlCacheKey({ url, market: c.get('market'), userAgent: c.req.header('user-agent'), appVersion: c.env.APP_VERSION, now: new Date() });
    if (c.req.header(REFRESH_HEADER) !== refreshToken()) {
      const entry = await readHtmlEntry(key);
      const age = entry ? (Date.now() - entry.storedAt) / 1000 : Number.POSITIVE_INFINITY;
      if (entry && age < SHARED_HTML_POLICY.keep && isSharedFor(entry.kind, cookieNames)) {
        if (age >= freshSeconds(c.env)) refreshBehind(c, key, appFetch);
        return answerFromEntry(c, entry);
      }
    }
    await next();
    const outcome = storeWhileStreaming(c, key, cookieNames) ? 'miss' : 'bypass';
    c.res.headers.set(HTML_CACHE_HEADER, outcome);
  };
}
