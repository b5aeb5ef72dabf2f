// Structured data for product pages (schema.org Product with its rating and first reviews, and BreadcrumbList); serialise it with
// serializeForScript (src/domain/html/inline-json.ts) for the <script type="application/ld+json">.
import type { Availability } from '../catalogue/stock.ts';
import type { Money, Product } from '../catalogue/types.ts';
import type { Review } from '../reviews/review.ts';

export interface BreadcrumbItem {
  name: string;
  url: string;
}

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  'in-stock': 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  'out-of-stock': 'https://schema.org/OutOfStock',
};

const amount = (money: Money): string => (money.centAmount / 10 ** money.fractionDigits).toFixed(money.fractionDigits);

/** A review as schema.org Review; a reviewer who kept their name back is an anonymous Person. */
const reviewJsonLd = (review: Review): object => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: review.authorName || 'Anonymous' },
  datePublished: review.createdAt.slice(0, 10),
  reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  ...(review.title ? { name: review.title } : {}),
  ...(review.text ? { reviewBody: review.text } : {}),
});

export function productJsonLd(
  product: Product,
  url: string,
  imageOrigin: string,
  availability: Availability,
  reviews: readonly Review[] = [],
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.ean ? { gtin13: product.ean } : {}),
    description: product.metaDescription || product.description,
    image: product.images.map((image) => new URL(image.url, imageOrigin).href),
    brand: { '@type': 'Brand', name: product.brand },
    url,
    ...(product.price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: amount(product.price),
            priceCurrency: product.price.currencyCode,
            availability: SCHEMA_AVAILABILITY[availability],
            itemCondition: product.isBware ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
          },
        }
      : {}),
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.avgRating.toFixed(1),
            reviewCount: product.reviewCount,
            bestRating: 5,
          },
        }
      : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
  };
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
