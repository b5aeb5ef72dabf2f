// Which script chunk renders each kind of page. Each page module in this folder is its own chunk, so a
// page loads only its own page's code; the chunk is named after its module (`product-page` for
// product-page.tsx). Plain data: the client entry, the worker (which preloads and awaits the chunk
// before rendering), the build (which records each chunk's files) and the bundle-size script read it.
import type { FixedRouteName } from '../../domain/routes/route-table.ts';
import type { PageData } from '../page-data.ts';

export const PAGE_CHUNKS = [
  'home-page', 'category-page', 'listing-page', 'product-page', 'content-page', 'cart-page', 'route-page', 'not-found-page',
] as const;
export type PageChunk = (typeof PAGE_CHUNKS)[number];

/** The page's kind, and its route for the fixed routes (the cart page has a chunk of its own). */
export interface PageKey {
  kind: PageData['kind'];
  route?: FixedRouteName;
}

export function pageChunkOf(page: PageKey): PageChunk {
  switch (page.kind) {
    case 'home': return 'home-page';
    case 'category': return 'category-page';
    case 'search':
    case 'brand': return 'listing-page';
    case 'product': return 'product-page';
    case 'content': return 'content-page';
    case 'route': return page.route === 'cart' ? 'cart-page' : 'route-page';
    case 'not-found':
    case 'error': return 'not-found-page';
  }
}
