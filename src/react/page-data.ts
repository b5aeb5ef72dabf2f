// What the worker's loaders hand to React. Everything here is plain JSON: the same object is
// serialized into the page and read back by the client for hydration.
import type {
  CategoryNode, Product, ProductCard, ShippingOption, VolumeDiscountTier,
} from '../domain/catalogue/types.ts';
import type { Brand } from '../domain/catalogue/brands.ts';
import type { ComparisonTable } from '../domain/catalogue/comparison-table.ts';
import type { ContentPage } from '../domain/content/content-page.ts';
import type { Market } from '../domain/markets/resolve-market.ts';
import type { FixedRouteName } from '../domain/routes/route-table.ts';
import type { Messages } from './i18n/messages.ts';
import type { PageChunk } from './pages/page-chunk-names.ts';
import type { ListingSearchData } from './search/listing-data.ts';
import type { SeoData } from './seo-data.ts';

export type PageData =
  | { kind: 'home'; bestsellers: ProductCard[] }
  | { kind: 'category'; category: CategoryNode; trail: CategoryNode[]; search: ListingSearchData }
  | {
      kind: 'product';
      product: Product;
      stock: number;
      shipping: ShippingOption | null;
      /** ISO date (yyyy-mm-dd) of the estimated delivery, computed on the server for one "today". */
      deliveryDate: string | null;
      trail: CategoryNode[];
    }
  | { kind: 'search'; search: ListingSearchData }
  | { kind: 'brand'; brand: Brand; search: ListingSearchData }
  | { kind: 'content'; content: ContentPage }
  /** Account, sign-in and checkout pages: their route, guarded, with the checkout step when there is one. */
  | { kind: 'route'; route: FixedRouteName }
  | { kind: 'not-found' }
  | { kind: 'error'; status: number };

/** Parts of a page that stream in after the shell (React Suspense); keyed so the client finds them. */
export interface DeferredData {
  volumeDiscounts?: Promise<VolumeDiscountTier[]>;
  related?: Promise<ProductCard[]>;
  complementary?: Promise<ProductCard[]>;
  comparison?: Promise<ComparisonTable | null>;
  recommendations?: Promise<ProductCard[]>;
}

/** Content-hashed client files, as the build recorded them in dist/asset-manifest.json. */
export interface ClientAssets {
  script: string;
  style: string;
  /** Chunks the main script imports statically. */
  scriptImports: string[];
  /** Per page chunk: its file and the chunks it imports that the main script does not. */
  pageChunks: Record<PageChunk, string[]>;
  /** What every page imports right after hydration (the live cart): not preloaded, it must not compete. */
  afterHydration: string[];
}

/** The page's <title> and meta description, worded by the worker (src/worker/render/page-head.ts). */
export interface PageHead {
  title: string;
  description: string;
}

export interface AppData {
  market: Market;
  messages: Messages;
  categories: CategoryNode[];
  page: PageData;
  /** Path with query of the current request (for the language selector and pagination). */
  path: string;
  /** Current year for the footer, from the server clock so both renders agree. */
  year: number;
  assets: ClientAssets;
  head: PageHead;
  seo: SeoData;
}

export type ListingPageData = Extract<PageData, { search: ListingSearchData }>;
export const isListingPage = (page: PageData): page is ListingPageData =>
  page.kind === 'category' || page.kind === 'search' || page.kind === 'brand';
