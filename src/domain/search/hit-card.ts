// A search hit as a product card. Hits come from outside (the search service), so each is checked; one
// that does not fit is left out of the listing with a warning instead of breaking the page. The check is
// written out rather than a valibot schema: it runs in every listing's start-up script, which valibot
// would make 3.7 kB gzip larger (scripts/bundle-size.ts).
import type { ProductCard } from '../catalogue/product-card.ts';
import { originalPriceToShow } from '../catalogue/shown-price.ts';
import { type CurrencyCode, isCurrencyCode } from '../markets/countries.ts';

interface Hit {
  sku: string;
  name: string;
  slug: string;
  brand: string;
  price: number;
  currency: CurrencyCode;
  originalPrice?: number;
  avgRating: number;
  reviewCount: number;
  stock: number;
  image: string;
  tags: string[];
}

const STRING_FIELDS = ['sku', 'name', 'slug', 'brand', 'image'] as const;
const NUMBER_FIELDS = ['price', 'avgRating', 'reviewCount', 'stock'] as const;
const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

/** The first field of `value` that does not fit a hit (named for the warning), or null when it is one. */
function misfit(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const hit = value as Record<string, unknown>;
  const field =
    STRING_FIELDS.find((key) => typeof hit[key] !== 'string') ??
    NUMBER_FIELDS.find((key) => !isNumber(hit[key])) ??
    (typeof hit['currency'] === 'string' && isCurrencyCode(hit['currency']) ? undefined : 'currency') ??
    (hit['originalPrice'] === undefined || isNumber(hit['originalPrice']) ? undefined : 'originalPrice') ??
    (Array.isArray(hit['tags']) && hit['tags'].every((tag) => typeof tag === 'string') ? undefined : 'tags');
  return field === undefined ? null : `${field}: unexpected value`;
}

/** Fields a listing retrieves for its cards (`attributesToRetrieve`). */
export const CARD_ATTRIBUTES = [
  'sku',
  'name',
  'slug',
  'brand',
  'price',
  'currency',
  'originalPrice',
  'avgRating',
  'reviewCount',
  'stock',
  'image',
  'tags',
];

// Records carry major units; money in the app is in cents (all shop currencies use two fraction digits).
const money = (major: number, currencyCode: CurrencyCode) => ({ centAmount: Math.round(major * 100), currencyCode, fractionDigits: 2 });

/** Where skipped input is reported: the browser's console, or the worker's structured log (it passes logWarn). */
export type WarnOf = (message: string, ...details: unknown[]) => void;

export function hitToCard(hit: unknown, warn: WarnOf = console.warn): ProductCard | null {
  const problem = misfit(hit);
  if (problem !== null) {
    warn('search hit skipped: unexpected shape', problem);
    return null;
  }
  const h = hit as Hit;
  const price = money(h.price, h.currency);
  return {
    sku: h.sku,
    name: h.name,
    slug: h.slug,
    brand: h.brand,
    price,
    originalPrice: h.originalPrice === undefined ? null : originalPriceToShow(price, money(h.originalPrice, h.currency)),
    avgRating: h.avgRating,
    reviewCount: h.reviewCount,
    stock: h.stock,
    image: h.image,
    tags: h.tags,
  };
}

export const hitsToCards = (hits: readonly unknown[], warn: WarnOf = console.warn): ProductCard[] =>
  hits.flatMap((hit) => hitToCard(hit, warn) ?? []);
