// What the worker's loaders hand to React. Everything here is plain JSON: the same object is
// serialized into the page and read back by the client for hydration.
import type {
  CategoryNode, Product, ProductCard, ProductListing, ShippingOption, VolumeDiscountTier,
} from '../domain/catalogue/types.ts';
import type { Market } from '../domain/markets/resolve-market.ts';
import type { Messages } from './i18n/messages.ts';

export type PageData =
  | { kind: 'home'; bestsellers: ProductListing }
  | { kind: 'category'; category: CategoryNode; trail: CategoryNode[]; listing: ProductListing }
  | {
      kind: 'product';
      product: Product;
      stock: number;
      shipping: ShippingOption | null;
      /** ISO date (yyyy-mm-dd) of the estimated delivery, computed on the server for one "today". */
      deliveryDate: string | null;
      trail: CategoryNode[];
    }
  | { kind: 'not-found' }
  | { kind: 'error'; status: number };

/** Parts of a page that stream in after the shell (React Suspense); keyed so the client finds them. */
export interface DeferredData {
  volumeDiscounts?: Promise<VolumeDiscountTier[]>;
  related?: Promise<ProductCard[]>;
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
  assets: { script: string; style: string };
}
