// One search record per product sold in a market, in the market's language and currency (spec part 2
// §7.5). The price and "sellable" follow the domain's rules, as the product pages do.
import type { ProductProjection } from '@commercetools/platform-sdk';
import { selectPrice } from '../../../../domain/catalogue/price-selection.ts';
import { isSellableIn } from '../../../../domain/catalogue/sellable.ts';
import { shownPrice } from '../../../../domain/catalogue/shown-price.ts';
import type { Money } from '../../../../domain/catalogue/types.ts';
import type { Market } from '../../../../domain/markets/market.ts';
import { toMajorUnits } from '../../../../domain/money/format-money.ts';
import { CAMPAIGN_TAG_PREFIX } from '../../../../domain/search/listing-state.ts';
import type { SearchRecord } from '../../../../domain/search/record.ts';
import { priceOfferOf } from '../price-offer.ts';
import { attributesOf, saleFactsOf, type AttributeMap } from '../product-attributes.ts';
import { attributeText, attributeTexts } from './attribute-values.ts';
import { categoryFields } from './category-fields.ts';
import { localized } from './localized-value.ts';
import type { CatalogueSnapshot } from './snapshot.ts';

const major = (money: Money): number => toMajorUnits(money.centAmount, money.fractionDigits);

/** The release date (the attribute, else when the product was created) as ISO date and Unix seconds. */
function releaseFields(product: ProductProjection, attributes: AttributeMap, market: Market): Pick<SearchRecord, 'releaseDate' | 'releaseTimestamp'> {
  const time = Date.parse(attributeText(attributes.get('releaseDate'), market) ?? product.createdAt);
  return Number.isFinite(time)
    ? { releaseDate: new Date(time).toISOString().slice(0, 10), releaseTimestamp: Math.floor(time / 1000) }
    : { releaseDate: '', releaseTimestamp: 0 };
}

/** The record of a product in a market; undefined when the market does not sell it. */
export function buildRecord(
  product: ProductProjection,
  snapshot: CatalogueSnapshot,
  market: Market,
  now: Date = new Date(),
): SearchRecord | undefined {
  const sku = product.masterVariant.sku;
  const offer = priceOfferOf(selectPrice(product.masterVariant.prices ?? [], { currency: market.currency, country: market.country.code }, now));
  const shown = offer ? shownPrice(offer) : null;
  const attributes = attributesOf(product);
  if (!sku || !shown || !isSellableIn(saleFactsOf(attributes, shown.price), market.locale)) return undefined;
  const tags = attributeTexts(attributes.get('tags'), market);
  const release = releaseFields(product, attributes, market);
  return {
    objectID: sku,
    sku,
    productId: product.id,
    name: localized(product.name, market),
    slug: localized(product.slug, market),
    brand: attributeText(attributes.get('brand'), market, 'label') ?? '',
    ...categoryFields(product, snapshot.categories, market),
    price: major(shown.price),
    currency: market.currency,
    ...(shown.originalPrice ? { originalPrice: major(shown.originalPrice) } : {}),
    // Ratings are commercetools' review statistics of the product's reviews, never an attribute.
    avgRating: product.reviewRatingStatistics?.averageRating ?? 0,
    reviewCount: product.reviewRatingStatistics?.count ?? 0,
    tags,
    stock: snapshot.stock[sku] ?? 0,
    image: product.masterVariant.images?.[0]?.url ?? '',
    ...release,
    campaignTags: tags.filter((tag) => tag.startsWith(CAMPAIGN_TAG_PREFIX)),
    locale: market.locale,
  };
}

export const buildRecords = (snapshot: CatalogueSnapshot, market: Market, now: Date = new Date()): SearchRecord[] =>
  snapshot.products.flatMap((product) => buildRecord(product, snapshot, market, now) ?? []);
