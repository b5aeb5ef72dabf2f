// What a page is: one module in this folder, `<kind>-page.tsx`, whose default export is
// `definePage({ kind, routes, load, head, Component })` (or `defineMessagePage` for the pages the worker
// shows by itself), registered by one line in page-table.ts. The worker runs `load` and `head`; the
// browser ships them too (as code it never calls), so they stay small: the work behind them is done by
// the worker through PageServices (page-services.ts).
import { createContext, type ReactNode } from 'react';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import type { Market } from '../../domain/markets/market.ts';
import type { FixedRouteName, RouteName, RouteRef } from '../../domain/routes/route-table.ts';
import type { Translate } from '../i18n/translate.ts';
import type { SeoData } from '../seo-data.ts';
import type { PageServices } from './page-services.ts';

/** What a loader hands on besides its data: parts of the page that stream in later, by name. */
export type DeferredParts = Record<string, Promise<unknown>>;

/** Each route by its name, with its parameters (slug). */
type RoutesByName = { [N in RouteName]: N extends FixedRouteName ? { name: N } : Extract<RouteRef, { name: N }> };
/**
 * The route of one of these names. A lookup in a map, not a conditional type of R: TypeScript then
 * sees that a page of fewer routes is a page of any route (AnyPage in page-table.ts).
 */
type RouteTo<R extends RouteName> = RoutesByName[R];

interface LoadContext<R extends RouteName> {
  /** The route the request matched. */
  route: RouteTo<R>;
  market: Market;
  /** The request's address (query string included). */
  url: URL;
  services: PageServices;
}

/** The page's data: rendered now (critical data, awaited) and streamed (deferred, never rejecting). */
interface PageContent<D, X extends DeferredParts> {
  data: D;
  /** Canonical URL, hreflang, robots, JSON-LD (PageServices.seo); a page without it is not indexed. */
  seo?: SeoData;
  deferred?: X;
  /** Personal data (an order): answered with `Cache-Control: private, no-store`, kept in no cache. */
  noStore?: boolean;
}

type RedirectStatus = 301 | 302 | 303 | 307 | 308;
interface PageRedirect {
  redirect: string;
  status: RedirectStatus;
}
/** The page does not exist: the next page answering the route has its turn, else the 404 page. */
interface PageNotFound {
  notFound: true;
}

type PageLoad<D, X extends DeferredParts> = PageContent<D, X> | PageRedirect | PageNotFound;

export const redirect = (location: string, status: RedirectStatus): PageRedirect => ({ redirect: location, status });
export const notFound = (): PageNotFound => ({ notFound: true });

interface HeadContext {
  t: Translate;
}

/** The <title>, and the meta description (the shop's own description when left out). */
interface PageHeadText {
  title: string;
  description?: string;
}

/** "{name} | {shop}": the title of every page but the home page. */
export const shopTitle = (name: string, t: Translate): string => `${name} | ${t('shop.name')}`;

/** What every page's component gets besides its own data. */
interface PageFrame {
  /** The market's category tree (the category bar's). */
  categories: CategoryNode[];
  /** Path with query of the current request. */
  path: string;
  /** The market's returns portal (frame data), for pages that link to it. */
  returnsPortalUrl: string;
}

interface PageProps<D, X extends DeferredParts> {
  page: D;
  frame: PageFrame;
  /** The deferred parts' promises on the server; empty in the browser, which reads what was streamed. */
  deferred: Partial<X>;
}

/** A page as its module writes it (see definePage). */
interface PageSpec<K extends string, R extends RouteName, D extends object, X extends DeferredParts> {
  /** Its key in page-table.ts: the page data carries it, the browser loads the page's chunk by it. */
  kind: K;
  /**
   * The routes of src/domain/routes/route-table.ts this page answers. A route several pages answer is
   * offered to them in table order; a loader answering `notFound` passes it on to the next.
   */
  routes: readonly R[];
  /** Answers its routes only after every page that is not a fallback (the placeholders). */
  fallback?: boolean;
  /** Runs in the worker: critical data awaited, deferred parts as promises; or a redirect, or notFound. */
  load(context: LoadContext<R>): Promise<PageLoad<D, X>>;
  /** Runs in the worker: the browser repeats the head it was sent. */
  head(data: NoInfer<D>, context: HeadContext): PageHeadText;
  Component(props: PageProps<NoInfer<D>, NoInfer<X>>): ReactNode;
}

/**
 * A page as the worker and React see it, its data tagged with its kind. Methods, not function-typed
 * properties, so that every page is also a page of the whole union (AnyPage in page-table.ts): the
 * worker only hands a page the routes it answers and the data its own loader made.
 */
export interface PageDefinition<K extends string, R extends RouteName, D extends object, X extends DeferredParts> {
  kind: K;
  routes: readonly R[];
  fallback?: boolean;
  load(context: LoadContext<R>): Promise<PageLoad<D, X>>;
  head(data: D, context: HeadContext): PageHeadText;
  Component(props: PageProps<D, X>): ReactNode;
}

/** A routed page; its data type is inferred from `load`, and `head` and `Component` are checked against it. */
export function definePage<K extends string, R extends RouteName, D extends object, X extends DeferredParts = Record<never, never>>(
  spec: PageSpec<K, R, D, X>,
): PageDefinition<K, R, D & { kind: K }, X> {
  return {
    ...spec,
    async load(context) {
      const loaded = await spec.load(context);
      return 'data' in loaded ? { ...loaded, data: { ...loaded.data, kind: spec.kind } } : loaded;
    },
  };
}

/** A page the worker shows by itself (not found, error): no route leads to it, no data of its own. */
export interface MessagePageDefinition<K extends string> {
  kind: K;
  head(data: { kind: K }, context: HeadContext): PageHeadText;
  Component(props: PageProps<{ kind: K }, Record<never, never>>): ReactNode;
}

export const defineMessagePage = <K extends string>(definition: MessagePageDefinition<K>): MessagePageDefinition<K> => definition;

/**
 * A page of some kind, routed or not: what the current page's context holds. Every page of the table
 * (AnyPage in page-table.ts) is one; this module cannot name that union, since the table imports the pages
 * and the pages import this module. <Page> renders it only with data of the same kind.
 */
type SomePage = PageDefinition<string, RouteName, object, DeferredParts> | MessagePageDefinition<string>;

/**
 * The page being rendered; provided around the app by <Document> (and the worker's listing render),
 * read by <Page>. Kept here rather than in page.tsx so that this module, which every page imports,
 * travels in the frame's script instead of as a small chunk of its own (measured: a separate module for
 * it costs every page one more script file and about 90 B gzip).
 */
export const CurrentPage = createContext<Pick<SomePage, 'kind' | 'Component'> | null>(null);
