// Shows a page: its frame (the category tree), data, head and SEO into the page data, then the
// streaming render (a listing page through InstantSearch's server render first).
import type { Context } from 'hono';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import type { FrameData } from '../../domain/content/frame.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import { createTranslate } from '../../react/i18n/translate.ts';
import { isListingPage, type AppData, type DeferredData, type PageData } from '../../react/page-data.ts';
import type { AnyPage } from '../../react/pages/page-table.ts';
import type { SeoData } from '../../react/seo-data.ts';
import type { Env } from '../env.ts';
import type { LoaderContext } from '../loaders/frame.ts';
import { NO_INDEX } from '../loaders/seo.ts';
import { clientAssets } from '../render/assets.ts';
import { renderListing } from '../render/render-listing.tsx';
import { renderPage } from '../render/render-page.tsx';
import { cachedSearch } from '../services/search/cached-search.ts';
import type { PageRequest } from './page-request.ts';
import type { RenderedPage } from '../html-cache/html-cache.ts';
import { pageOfKind } from './page-registry.ts';
import { moneyDigitPatterns } from '../../domain/money/format-money.ts';
import { logWarn } from '../services/observability/log.ts';

interface PageShown {
  page: AnyPage;
  /** The data the page's loader made (tagged with its kind). */
  data: PageData;
  /** A page without it is not indexed. */
  seo?: SeoData;
  deferred?: DeferredData;
  categories: CategoryNode[];
  status?: number;
  noStore?: boolean;
}

function appData(context: LoaderContext, frame: FrameData, { page, data, seo = NO_INDEX, categories }: PageShown): AppData {
  const messages = messagesFor(context.market.language);
  const t = createTranslate(context.market.locale, messages);
  const head = page.head(data, { t });
  return {
    market: context.market,
    messages,
    categories,
    frame,
    page: data,
    path: context.url.pathname + context.url.search,
    year: new Date().getUTCFullYear(),
    digits: moneyDigitPatterns(context.market.locale, [context.market.currency]),
    assets: clientAssets,
    head: { title: head.title, description: head.description ?? t('home.hero.text') },
    seo,
  };
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The page this request rendered, for the HTML cache (which stores only complete shared pages). */
    renderedPage: RenderedPage | undefined;
  }
}

export async function showPage(
  c: Context<{ Bindings: Env }>,
  { context, frameData, shellRendered }: PageRequest,
  shown: PageShown,
): Promise<Response> {
  const data = appData(context, await frameData, shown);
  let failed = false;
  c.set('renderedPage', { kind: data.page.kind, incomplete: () => failed });
  const onRenderError = () => {
    failed = true;
  };
  const render = {
    request: c.req.raw,
    nonce: c.get('nonce'),
    appVersion: c.env.APP_VERSION,
    page: shown.page,
    status: shown.status,
    noStore: shown.noStore,
    onRenderError,
    onShellReady: shellRendered,
  };
  if (!isListingPage(data.page)) return withRequestCookies(c, await renderPage({ ...render, data, deferred: shown.deferred }));
  const rendered = await renderListing({
    ...render,
    data,
    listingPage: data.page,
    url: context.url,
    search: cachedSearch(c.env, context.waitUntil),
  });
  return 'redirect' in rendered ? c.redirect(rendered.redirect, 302) : withRequestCookies(c, rendered.response);
}

/**
 * The rendered page with the cookies this request set before it (a session renewed or found over while the
 * page's guard or loader asked for it): Hono adds them to the answers it makes, not to one made elsewhere.
 */
const withRequestCookies = (c: Context<{ Bindings: Env }>, rendered: Response): Response => c.newResponse(rendered.body, rendered);

/** The 404 or error page, with the category bar when its tree can be read. */
export async function showMessagePage(
  c: Context<{ Bindings: Env }>,
  request: PageRequest,
  kind: 'not-found' | 'error',
  status: number,
): Promise<Response> {
  const categories = await request.services.categories().catch((error: unknown) => {
    logWarn(`${kind} page without its category bar`, error);
    return [];
  });
  return showPage(c, request, { page: pageOfKind(kind), data: { kind }, categories, status });
}
