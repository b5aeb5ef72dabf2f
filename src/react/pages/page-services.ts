// What a page's loader may ask of the worker (a port): the worker implements it once per request
// (src/worker/pages/page-services.ts) over its caches and backends. Declared here in the shop's own
// types, so a page module imports no worker code and the browser never receives any.
import type { ReviewWords } from '../../domain/reviews/review-words.ts';
import type { TierPrice } from '../../domain/account/cohort-tier.ts';
import type { AddressBook } from '../../domain/account/saved-address.ts';
import type { Consents } from '../../domain/account/consents.ts';
import type { CustomerProfile } from '../../domain/account/customer.ts';
import type { ComparisonTable } from '../../domain/catalogue/comparison-table.ts';
import type { CategoryEntry, CategoryNode, Product, ShippingOption, VolumeDiscountTier } from '../../domain/catalogue/types.ts';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import type { ThankYouOrder } from '../../domain/checkout/thank-you.ts';
import type { ContentPage } from '../../domain/content/content-page.ts';
import type { RouteRef } from '../../domain/routes/route-table.ts';
import type { CustomerReview, ReviewPage, ShopRating } from '../../domain/reviews/review.ts';
import type { PageInMarket } from '../../domain/seo/alternates.ts';
import type { ListingSearchData } from '../search/listing-data.ts';
import type { ListingFacets } from '../search/routing.ts';
import type { SeoData } from '../seo-data.ts';

interface ListingQuery {
  /** The page's own filter (its category or brand; values from our catalogue, never the URL), or none. */
  filter: { attribute: 'categoryKeys' | 'brand'; value: string } | null;
  facets: ListingFacets;
}

interface ProductCardQuery {
  /** Search facet filters: AND of ORs, e.g. [['tags:bestseller']]. */
  facetFilters: string[][];
  hitsPerPage: number;
}

/** A product as the market sells it: stock, delivery and its place in the category tree. */
export interface ProductOffer {
  product: Product;
  stock: number;
  /** How it ships (parcel or freight), when the market ships it. */
  shipping: ShippingOption | null;
  /** The estimated delivery day as the page's locale writes it, computed and written on the server for one "today". */
  deliveryDay: string | null;
  /** Its categories from the department down (the breadcrumb). */
  trail: CategoryNode[];
  /** The first page of its reviews (top reviews first), or null when they cannot be read (logged). */
  reviews: ReviewPage | null;
  /** Those reviews' days and original languages as the page's locale writes them (review-words.ts). */
  reviewWords: ReviewWords;
  /** The shop's rating, in the markets with the review widget (review-rules.ts); else or unreadable null. */
  shopRating: ShopRating | null;
}

/**
 * The product page's parts streamed after the shell; each resolves (to nothing shown) when it fails.
 * A type, not an interface, so it is a record of deferred parts (DeferredParts).
 */
export type ProductExtras = {
  volumeDiscounts: Promise<VolumeDiscountTier[]>;
  related: Promise<ProductCard[]>;
  complementary: Promise<ProductCard[]>;
  comparison: Promise<ComparisonTable | null>;
  /** The signed-in LT customer's tier price, or null (other markets, no tier, no usable discount, a failure). */
  tierPrice: Promise<TierPrice | null>;
};

export interface SeoInput {
  ref: RouteRef;
  /** Where else the page exists (hreflang); by default in every market under the same route. */
  pageIn?: PageInMarket;
  /** A product page: adds its Product (with its first reviews) and BreadcrumbList structured data. */
  product?: { product: Product; trail: CategoryNode[]; stock: number; reviews: ReviewPage | null };
}

/** The loyalty card page's card: the number and its scannable code (an SVG data: URI drawn by the worker). */
export interface LoyaltyCard {
  cardNumber: string;
  code: string;
}

export interface PageServices {
  /** The market's category tree; the page's frame shows it too, so it is read once per request. */
  categories(): Promise<CategoryNode[]>;
  /** Every category's slug per language and its markets (hreflang); empty when unavailable. */
  categoryDirectory(): Promise<CategoryEntry[]>;
  /** The search part of a listing page: index, filter, refinements and the state the URL asks for. */
  listing(query: ListingQuery): Promise<ListingSearchData>;
  /** The first product cards of a search (cached). */
  productCards(query: ProductCardQuery): Promise<ProductCard[]>;
  /** The product a product page's slug names (by its number), or null when there is none. */
  product(slug: string): Promise<ProductOffer | null>;
  productExtras(product: Product, trail: CategoryNode[]): ProductExtras;
  /** The signed-in customer's own reviews, newest first; null when nobody is signed in. Never cached. */
  myReviews(): Promise<CustomerReview[] | null>;
  /** The market's CMS page with this slug, or null. */
  contentPage(slug: string): Promise<ContentPage | null>;
  /** Where the CMS page with this slug exists (hreflang: the languages the CMS holds it in); nowhere when unavailable. */
  contentPageIn(slug: string): Promise<PageInMarket>;
  /** Canonical URL, hreflang alternates, robots directive and structured data of an indexable page. */
  seo(input: SeoInput): SeoData;
  /**
   * Tells the customer-data service the shopper reached a checkout step (in the background, never failing
   * the page); `email` when the page knows it (the thank-you page, from the order).
   */
  checkoutStepReached(step: number, email?: string): void;
  /** Tells the customer-data service a shopper viewed this product (view-item; never for crawlers, HEAD or prefetches). */
  productViewed(sku: string): void;
  /** Tells the customer-data service a shopper viewed this category (view-category; same rule as productViewed). */
  categoryViewed(slug: string, additionalProps: Record<string, unknown>): void;
  /** The order of the thank-you page, only for the browser that placed it; null → the page answers 404. Never cached. */
  thankYouOrder(order: string): Promise<ThankYouOrder | null>;
  /** The signed-in customer's profile; null without a session. Personal: the page must be noStore. */
  accountProfile(): Promise<CustomerProfile | null>;
  /** The signed-in customer's newsletter consents; null without a session. Personal: noStore. */
  accountConsents(): Promise<Consents | null>;
  /** The signed-in customer's loyalty card (its number set on first use); null without a session. Personal: noStore. */
  loyaltyCard(): Promise<LoyaltyCard | null>;
  /** The signed-in customer's saved addresses; null when nobody is signed in. Personal: the page must be noStore. */
  addressBook(): Promise<AddressBook | null>;
}
