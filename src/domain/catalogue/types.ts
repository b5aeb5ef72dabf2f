// The app's own catalogue types. The commerce adapter maps vendor data into these; the UI sees only them.
import type { CountryCode, Language, LocaleCode } from '../markets/countries.ts';
import type { Money } from '../money/money.ts';

/** Defined once, with its schema, in domain/money (the type is derived from the schema). */
export type { Money };

export interface ProductImage {
  url: string;
  width: number;
  height: number;
}

export interface TechDetail {
  label: string;
  value: string;
}

export interface Product {
  id: string;
  sku: string;
  name: string;
  /** Slug in the shopper's language, ending in `-{8 digits}`. */
  slug: string;
  /** The slug in every language the product is written in (domain/seo/written-in.ts), for hreflang. */
  slugs: Partial<Record<Language, string>>;
  /** The locales whose market sells the product (domain/catalogue/sellable.ts), for hreflang. */
  soldIn: LocaleCode[];
  description: string;
  metaTitle: string;
  metaDescription: string;
  brand: string;
  images: ProductImage[];
  /** The 360° photo frames in turning order (frames-360.ts); empty when the product has none. */
  images360: string[];
  /** Gross price in the market's currency; null when the product has no price there (not sellable). */
  price: Money | null;
  /** Price before a sale, when the product is on sale. */
  originalPrice: Money | null;
  highlights: string[];
  techDetails: TechDetail[];
  tags: string[];
  volumeDiscountGroup: string | null;
  /** Heavy goods ship by freight instead of parcel. */
  freight: boolean;
  isBware: boolean;
  ean: string;
  avgRating: number;
  reviewCount: number;
  categoryIds: string[];
  /** Categories this product's page offers complementary products from (a category-reference attribute). */
  complementaryCategoryIds: string[];
}

export interface CategoryNode {
  id: string;
  key: string;
  name: string;
  slug: string;
  /** 1 for the first level under the `all-categories` root. */
  level: number;
  children: CategoryNode[];
}

/** A navigable category with its slug in each language it is written in and the markets that show it (null = all). */
export interface CategoryEntry {
  key: string;
  slugs: Partial<Record<Language, string>>;
  markets: CountryCode[] | null;
}

export type { VolumeDiscountTier } from './volume-discounts.ts';

export interface ShippingOption {
  key: 'parcel' | 'freight';
  name: string;
  /** Delivery time as a 'min-max' range of working days. */
  deliveryTime: string;
}
