// A product as listings show it, from the full product and its stock. Products without a price in the
// market are not sellable there and get no card.
import type { Product, ProductCard } from './types.ts';

export function cardOf(product: Product, stock: number): ProductCard | null {
  if (!product.price) return null;
  return {
    sku: product.sku, name: product.name, slug: product.slug, brand: product.brand,
    price: product.price, originalPrice: product.originalPrice,
    avgRating: product.avgRating, reviewCount: product.reviewCount, stock,
    image: product.images[0]?.url ?? '', tags: product.tags,
  };
}
