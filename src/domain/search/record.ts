// One search record per product and locale in the index `prod.{locale}` (spec part 2 §7.5).
// Written by the indexer (src/indexer), read by the listings; the same shape works against a real
// Algolia application.
import type { CurrencyCode, LocaleCode } from '../markets/countries.ts';

export interface SearchRecord {
  /** `{sku}` — unique inside one locale's index. */
  objectID: string;
  sku: string;
  productId: string;
  name: string;
  /** Full product slug in this locale, already ending in `-{8 digits}`; the page is `/p/{slug}`. */
  slug: string;
  brand: string;
  /** Hierarchical-menu levels: lvl0 "Gastronomy", lvl1 "Gastronomy > Meat processing", … up to lvl4. */
  categories: Partial<Record<CategoryLevel, string>>;
  /** Keys of the product's categories and all their ancestors; filter with `categoryKeys:{key}`. */
  categoryKeys: string[];
  /** Gross price in major units (e.g. 129.9) in the locale's market currency. */
  price: number;
  currency: CurrencyCode;
  /** Original price in major units when the product is discounted, else absent. */
  originalPrice?: number;
  avgRating: number;
  reviewCount: number;
  tags: string[];
  stock: number;
  image: string;
  /** Release date as ISO date and as a Unix timestamp (seconds) for the "newest" replica. */
  releaseDate: string;
  releaseTimestamp: number;
  /** Tags of the form `campaign:{name}`. */
  campaignTags: string[];
  locale: LocaleCode;
}

/** The hierarchical-menu levels of `categories`, top level first. */
export const CATEGORY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4'] as const;
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number];

/** The record's hierarchical-menu attributes, top level first. */
export const CATEGORY_LEVEL_ATTRIBUTES = ['categories.lvl0', 'categories.lvl1', 'categories.lvl2', 'categories.lvl3', 'categories.lvl4'] as const;

/** The sort replicas of every `prod.{locale}` index: `prod.{locale}_{suffix}`. */
export const SORT_REPLICAS = ['name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'] as const;
export type SortReplica = (typeof SORT_REPLICAS)[number];

export const indexName = (locale: LocaleCode, sort?: SortReplica): string => (sort ? `prod.${locale}_${sort}` : `prod.${locale}`);
