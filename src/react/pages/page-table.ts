// The one table of pages: each kind of page and its module. Adding a page is a module in this folder,
// `<kind>-page.tsx` (see define-page.ts), and one line here. The rest is derived from this table: the
// kinds of page data (PageData), each page's script chunk (the build names it by its kind), the pages
// the worker loads once at start, and the page React renders (page.tsx).
import type { DeferredParts, MessagePageDefinition, PageDefinition } from './define-page.ts';
import type { RouteName, RouteRef } from '../../domain/routes/route-table.ts';

// Literal import() calls: esbuild makes each a chunk of the browser's bundle (wrangler bundles them all).
const PAGE_TABLE = {
  home: () => import('./home-page.tsx'),
  category: () => import('./category-page.tsx'),
  product: () => import('./product-page.tsx'),
  search: () => import('./search-page.tsx'),
  // Both answer `/{slug}`, in this order: an own brand, else a CMS page.
  brand: () => import('./brand-page.tsx'),
  content: () => import('./content-page.tsx'),
  cart: () => import('./cart-page.tsx'),
  addresses: () => import('./addresses-page.tsx'),
  payment: () => import('./payment-page.tsx'),
  'thank-you': () => import('./thank-you-page.tsx'),
  'payment-error': () => import('./payment-error-page.tsx'),
  login: () => import('./login-page.tsx'),
  'create-account': () => import('./create-account-page.tsx'),
  'password-reset': () => import('./password-reset-page.tsx'),
  'change-password': () => import('./change-password-page.tsx'),
  'log-out': () => import('./log-out-page.tsx'),
  'parcel-tracking': () => import('./parcel-tracking-page.tsx'),
  // The hub, my profile, my newsletter and the loyalty card (one module: see account-page.tsx).
  account: () => import('./account-page.tsx'),
  'address-book': () => import('./address-book-page.tsx'),
  'my-reviews': () => import('./my-reviews-page.tsx'),
  route: () => import('./route-page.tsx'),
  'not-found': () => import('./not-found-page.tsx'),
  error: () => import('./error-page.tsx'),
  'social-sign-in-failed': () => import('./social-sign-in-failed-page.tsx'),
};

export type PageKind = keyof typeof PAGE_TABLE;
// Marked pure: the browser, which never lists the kinds, leaves it out of its bundle.
export const PAGE_KINDS: readonly PageKind[] = /* @__PURE__ */ Object.keys(PAGE_TABLE).filter((kind): kind is PageKind => kind in PAGE_TABLE);

/**
 * Pages whose content hydrates once the browser is idle (or at the shopper's first interaction), not at
 * start: their chunk is not part of the start-up script (idle-page.tsx). The product page: its own code
 * took it past its JavaScript budget; a click on its add-to-cart before it hydrates is replayed.
 */
export const hydratesOnIdle = (kind: PageKind): boolean => kind === 'product';

/** A kind's module in this folder (the build finds each page's chunk by it). */
export const pageModuleFile = (kind: PageKind): string => `${kind}-page.tsx`;

/** The page a kind's module defines. */
export type PageOf<K extends PageKind> = Awaited<ReturnType<(typeof PAGE_TABLE)[K]>>['default'];

/** What each kind of page hands to React, tagged with its kind: the union of every page's data. */
export type PageData = { [K in PageKind]: Parameters<PageOf<K>['head']>[0] }[PageKind];

/** Any page the router shows: what the worker handles without knowing which. */
export type RoutedPage = PageDefinition<PageKind, RouteName, PageData, DeferredParts>;
/** Any page at all, the not-found and error pages too: what React renders without knowing which. */
export type AnyPage = RoutedPage | MessagePageDefinition<PageKind>;
const isRoutedPage = (page: AnyPage): page is RoutedPage => 'load' in page;

/** The page of a kind, its module loaded (in the browser: its chunk). */
export async function loadPage(kind: PageKind): Promise<AnyPage> {
  const { default: page } = await PAGE_TABLE[kind]();
  if (page.kind !== kind) throw new Error(`page-table.ts: the module of '${kind}' defines the page '${page.kind}'`);
  return page;
}

/** Every page, in table order. */
export const loadPages = (): Promise<AnyPage[]> => Promise.all(PAGE_KINDS.map(loadPage));

/** The pages that answer a route, in the order they are offered it: table order, fallbacks last. */
export function pagesAnswering(pages: readonly AnyPage[], route: RouteRef): RoutedPage[] {
  const answering = pages.filter(isRoutedPage).filter((page) => page.routes.some((name) => name === route.name));
  return [...answering.filter((page) => !page.fallback), ...answering.filter((page) => page.fallback)];
}
