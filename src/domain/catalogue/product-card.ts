// A product as listings and the product page's extras show it. The schema is the definition: cards
// streamed into the page are checked with it in the browser, and the type is derived from it.
// Products without a price in the market are not sellable there and get no card.
import * as v from 'valibot';
import { MoneySchema } from '../money/money.ts';
import type { Product } from './types.ts';

export const ProductCardSchema = v.object({
  sku: v.string(),
  name: v.string(),
  slug: v.string(),
  brand: v.string(),
  price: MoneySchema,
  /** The struck-through price before a sale, when one is shown (see shown-price.ts). */
  originalPrice: v.nullable(MoneySchema),
  avgRating: v.number(),
  reviewCount: v.number(),
  stock: v.number(),
  image: v.string(),
  tags: v.array(v.string()),
});

export type ProductCard = v.InferOutput<typeof ProductCardSchema>;

/** A list of cards (related, complementary and recommended products). */
export const ProductCardsSchema = v.array(ProductCardSchema);

export function cardOf(product: Product, stock: number): ProductCard | null {
  if (!product.price) return null;
  return {
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    brand: product.brand,
    price: product.price,
    originalPrice: product.originalPrice,
    avgRating: product.avgRating,
    reviewCount: product.reviewCount,
    stock,
    image: product.images[0]?.url ?? '',
    tags: product.tags,
  };
}
