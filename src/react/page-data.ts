// What the worker hands to React. Everything here is plain JSON: the same object is serialized into the
// page and read back by the client for hydration.
import type { CategoryNode } from '../domain/catalogue/types.ts';
import type { FrameData } from '../domain/content/frame.ts';
import type { Market } from '../domain/markets/market.ts';
import type { DigitPatterns } from '../domain/money/digit-patterns.ts';
import type { Messages } from './i18n/messages.ts';
import type { DeferredParts } from './pages/define-page.ts';
import type { PageData, PageKind } from './pages/page-table.ts';
import type { ListingSearchData } from './search/listing-data.ts';
import type { SeoData } from './seo-data.ts';

/** The page's own data, one kind per page of src/react/pages/page-table.ts. */
export type { PageData } from './pages/page-table.ts';

/** Parts of a page that stream in after the shell (React Suspense); keyed so the client finds them. */
export type DeferredData = Partial<DeferredParts>;

/** Content-hashed client files, as the build recorded them in dist/asset-manifest.json. */
export interface ClientAssets {
  script: string;
  style: string;
  /** Chunks the main script imports statically. */
  scriptImports: string[];
  /** Per kind of page: its chunk's file and the chunks it imports that the main script does not. */
  pageChunks: Record<PageKind, string[]>;
  /** What every page imports right after hydration (the live cart): not preloaded, it must not compete. */
  afterHydration: string[];
}

/** The page's <title> and meta description, worded by the worker from the page's `head`. */
interface PageHead {
  title: string;
  description: string;
}

export interface AppData {
  market: Market;
  messages: Messages;
  categories: CategoryNode[];
  /** The frame's contact, banners, Trustpilot flag and returns portal (src/domain/content/frame.ts). */
  frame: FrameData;
  page: PageData;
  /** Path with query of the current request (for the language selector and pagination). */
  path: string;
  /** Current year for the footer, from the server clock so both renders agree. */
  year: number;
  /** How the locale writes numbers and the market's prices, so the browser needs no Intl formatter (digit-patterns.ts). */
  digits: DigitPatterns | null;
  assets: ClientAssets;
  head: PageHead;
  seo: SeoData;
}

/** A listing page (category, search, brand): its data carries a search, rendered with InstantSearch. */
export type ListingPageData = Extract<PageData, { search: ListingSearchData }>;
export const isListingPage = (page: PageData): page is ListingPageData => 'search' in page;
