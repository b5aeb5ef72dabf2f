// A search hit as a product card. Hits come from outside (the search service), so each is checked; one
// that does not fit is left out of the listing with a warning instead of breaking the page.
import * as v from 'valibot';
import type { ProductCard } from '../catalogue/product-card.ts';
import { originalPriceToShow } from '../catalogue/shown-price.ts';
import { CURRENCY_CODES, type CurrencyCode } from '../markets/countries.ts';

const HitSchema = v.object({
  sku: v.string(),
  name: v.string(),
  slug: v.string(),
  brand: v.string(),
  price: v.number(),
  currency: v.picklist(CURRENCY_CODES),
  originalPrice: v.optional(v.number()),
  avgRating: v.number(),
  reviewCount: v.number(),
  stock: v.number(),
  image: v.string(),
  tags: v.array(v.string()),
});

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

export function hitToCard(hit: unknown): ProductCard | null {
  const parsed = v.safeParse(HitSchema, hit);
  if (!parsed.success) {
    console.warn('search hit skipped: unexpected shape', v.summarize(parsed.issues));
    return null;
  }
  const h = parsed.output;
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

export const hitsToCards = (hits: readonly unknown[]): ProductCard[] => hits.flatMap((hit) => hitToCard(hit) ?? []);
