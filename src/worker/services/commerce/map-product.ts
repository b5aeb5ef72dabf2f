// Vendor product projection → the app's Product. Attribute values arrive untyped from commercetools, so
// each one is read through a small guard instead of being cast.
import type { ProductProjection } from '@commercetools/platform-sdk';
import { frames360 } from '../../../domain/catalogue/frames-360.ts';
import { shownPrice } from '../../../domain/catalogue/shown-price.ts';
import type { Product, TechDetail } from '../../../domain/catalogue/types.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import { writtenSlugs } from '../../../domain/seo/written-in.ts';
import { pickLocalized } from './localized.ts';
import { priceOfferOf } from './price-offer.ts';
import { attributesOf } from './product-attributes.ts';
import { soldIn } from './sold-in.ts';

// The cart mapping reads money through here as well.
export { toMoney } from './price-offer.ts';

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const asBoolean = (value: unknown): boolean => value === true;
const asCount = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A localized-text value (`{ en: '…', de: '…' }`) in the shopper's language. */
function asLocalizedText(value: unknown, language: Language): string {
  if (!isRecord(value)) return typeof value === 'string' ? value : '';
  const picked = value[language] ?? value['en'] ?? Object.values(value)[0];
  return typeof picked === 'string' ? picked : '';
}

const asLocalizedSet = (value: unknown, language: Language): string[] =>
  Array.isArray(value) ? value.map((entry) => asLocalizedText(entry, language)).filter(Boolean) : [];

const asStringSet = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** Ids of a set of category references (`[{ typeId: 'category', id }]`); anything else is skipped. */
const asCategoryIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((entry: unknown) => (isRecord(entry) && entry['typeId'] === 'category' && typeof entry['id'] === 'string' ? [entry['id']] : []))
    : [];

function techDetail(line: string): TechDetail {
  const at = line.indexOf(':');
  return at < 0 ? { label: line, value: '' } : { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
}

/** Maps a projection fetched with price selection (priceCurrency/priceCountry) into the shopper's language. */
export function mapProduct(projection: ProductProjection, language: Language): Product {
  const variant = projection.masterVariant;
  const attributes = attributesOf(projection);
  const offer = priceOfferOf(variant.price);
  const { price, originalPrice } = offer ? shownPrice(offer) : { price: null, originalPrice: null };
  return {
    id: projection.id,
    sku: variant.sku ?? '',
    name: pickLocalized(projection.name, language),
    slug: pickLocalized(projection.slug, language),
    slugs: writtenSlugs(projection.name, projection.slug),
    soldIn: soldIn(projection),
    description: pickLocalized(projection.description, language),
    metaTitle: pickLocalized(projection.metaTitle, language),
    metaDescription: pickLocalized(projection.metaDescription, language),
    brand: asString(attributes.get('brand')),
    images: (variant.images ?? []).map((image) => ({ url: image.url, width: image.dimensions.w, height: image.dimensions.h })),
    images360: frames360(variant.sku ?? '', asCount(attributes.get('numberOf360Images'))),
    price,
    originalPrice,
    highlights: asLocalizedSet(attributes.get('highlights'), language),
    techDetails: asLocalizedSet(attributes.get('techDetails'), language).map(techDetail),
    tags: asStringSet(attributes.get('tags')),
    volumeDiscountGroup: asString(attributes.get('volumeDiscountGroup')) || null,
    freight: asBoolean(attributes.get('freight')),
    isBware: asBoolean(attributes.get('isBware')),
    ean: asString(attributes.get('ean')),
    // commercetools' review statistics of the product's reviews (none yet: 0 of 0).
    avgRating: projection.reviewRatingStatistics?.averageRating ?? 0,
    reviewCount: projection.reviewRatingStatistics?.count ?? 0,
    categoryIds: projection.categories.map((category) => category.id),
    complementaryCategoryIds: asCategoryIds(attributes.get('complementaryCategories')),
  };
}
