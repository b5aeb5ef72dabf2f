// Loads the chunk that renders a page (see page-chunk-names.ts). It is loaded before rendering — by the
// worker before it renders, by the client entry before it hydrates (the page's head preloads its files)
// — so the page renders synchronously and hydration matches the server's HTML. What is kept here is
// code, the same for every request, not per-request state.
import type { PageChunk } from './page-chunk-names.ts';

export interface PageModules {
  'home-page': typeof import('./home-page.tsx');
  'category-page': typeof import('./category-page.tsx');
  'listing-page': typeof import('./listing-page.tsx');
  'product-page': typeof import('./product-page.tsx');
  'content-page': typeof import('./content-page.tsx');
  'cart-page': typeof import('./cart-page.tsx');
  'route-page': typeof import('./route-page.tsx');
  'not-found-page': typeof import('./not-found-page.tsx');
}

// Literal import() calls: esbuild makes each a chunk (and wrangler bundles them into the worker).
const LOADERS: { [K in PageChunk]: () => Promise<PageModules[K]> } = {
  'home-page': () => import('./home-page.tsx'),
  'category-page': () => import('./category-page.tsx'),
  'listing-page': () => import('./listing-page.tsx'),
  'product-page': () => import('./product-page.tsx'),
  'content-page': () => import('./content-page.tsx'),
  'cart-page': () => import('./cart-page.tsx'),
  'route-page': () => import('./route-page.tsx'),
  'not-found-page': () => import('./not-found-page.tsx'),
};

const loaded: { [K in PageChunk]?: PageModules[K] } = {};

/**
 * Hands every page module over at once, so `loadPageChunk` never imports. The worker does this: it has
 * every module in its bundle anyway, and an import() begun by one request and awaited by another
 * crosses request contexts, which workerd refuses ("Cannot perform I/O on behalf of a different request"
 * when its test runner loads modules over I/O, found by fuzzing with concurrent requests).
 */
export function providePageChunks(modules: PageModules): void {
  Object.assign(loaded, modules);
}

export async function loadPageChunk<K extends PageChunk>(name: K): Promise<PageModules[K]> {
  const module = loaded[name] ?? await LOADERS[name]();
  loaded[name] = module;
  return module;
}

/** The page's module if it was loaded before this render; null (and logged) otherwise. */
export function loadedPageChunk<K extends PageChunk>(name: K): PageModules[K] | null {
  const module = loaded[name];
  if (!module) console.error(`page chunk ${name} not loaded before render: the page content is left out`);
  return module ?? null;
}
