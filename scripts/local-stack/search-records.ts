// Search records and index settings from the commerce catalogue (pure): one SearchRecord per sellable
// product and locale, in the locale's language and its country's currency.
import type { Attribute, Category, LocalizedString, Price, ProductProjection, TypedMoney } from '@commercetools/platform-sdk';
import { COUNTRIES, type CountryCode, type Language, type LocaleCode } from '../../src/domain/markets/countries.ts';
import { indexName, SORT_REPLICAS, type SearchRecord, type SortReplica } from '../../src/domain/search/record.ts';

export interface CatalogueSnapshot {
  products: readonly ProductProjection[];
  categories: readonly Category[];
  /** Available quantity per SKU. */
  stock: Readonly<Record<string, number>>;
}

export const CATEGORY_ROOT_KEY = 'all-categories';
const FALLBACK_LANGUAGE = 'en';
const MAX_LEVELS = 5;

export const localeParts = (locale: LocaleCode): { language: Language; country: CountryCode } => {
  const [language, country] = locale.split('-') as [Language, CountryCode];
  return { language, country };
};

/** A localized value in the locale, its language, then English, then any. */
export const localized = (value: LocalizedString | undefined, locale: LocaleCode): string => {
  if (!value) return '';
  const { language } = localeParts(locale);
  return value[locale] ?? value[language] ?? value[FALLBACK_LANGUAGE] ?? Object.values(value)[0] ?? '';
};

const attributesOf = (product: ProductProjection): Attribute[] =>
  [...(product.attributes ?? []), ...(product.masterVariant.attributes ?? [])];

export const attributeValue = (product: ProductProjection, name: string): unknown =>
  attributesOf(product).find((attribute) => attribute.name === name)?.value;

/** Text of an attribute value: plain text, enum (key), localized enum/text (in the locale). */
const textOf = (value: unknown, locale: LocaleCode, enumPart: 'key' | 'label' = 'key'): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if ('key' in record && 'label' in record) {
    const label = record.label;
    if (enumPart === 'key' && typeof record.key === 'string') return record.key;
    return typeof label === 'string' ? label : localized(label as LocalizedString, locale);
  }
  return localized(record as LocalizedString, locale) || undefined;
};

const numberOf = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

export const majorUnits = (money: Pick<TypedMoney, 'centAmount' | 'fractionDigits'>): number =>
  money.centAmount / 10 ** (money.fractionDigits ?? 2);

/** The price a shopper of the country pays: its currency, country-specific first, no channel or group. */
export const selectPrice = (prices: readonly Price[] | undefined, country: CountryCode, now: Date): Price | undefined => {
  const { currency } = COUNTRIES[country];
  const candidates = (prices ?? []).filter((price) =>
    price.value.currencyCode === currency && !price.customerGroup && !price.channel &&
    (!price.validFrom || new Date(price.validFrom) <= now) && (!price.validUntil || new Date(price.validUntil) > now) &&
    (!price.country || price.country === country));
  return candidates.find((price) => price.country === country) ?? candidates[0];
};

const moneyField = (value: unknown): number | undefined => {
  if (value && typeof value === 'object' && 'centAmount' in value && typeof value.centAmount === 'number') {
    const digits = 'fractionDigits' in value && typeof value.fractionDigits === 'number' ? value.fractionDigits : 2;
    return majorUnits({ centAmount: value.centAmount, fractionDigits: digits });
  }
  return undefined;
};

/** Category chain from the root down to the category itself. */
const chainOf = (category: Category, byId: ReadonlyMap<string, Category>): Category[] => {
  const chain = [category];
  for (let parent = category.parent && byId.get(category.parent.id); parent && chain.length < 20; parent = parent.parent && byId.get(parent.parent.id)) {
    chain.unshift(parent);
  }
  return chain;
};

const categoryMaps = new WeakMap<readonly Category[], ReadonlyMap<string, Category>>();
const byIdOf = (categories: readonly Category[]): ReadonlyMap<string, Category> => {
  let byId = categoryMaps.get(categories);
  if (!byId) categoryMaps.set(categories, (byId = new Map(categories.map((category) => [category.id, category]))));
  return byId;
};

export const categoryFields = (product: ProductProjection, categories: readonly Category[], locale: LocaleCode) => {
  const byId = byIdOf(categories);
  const chains = product.categories.flatMap((ref) => {
    const category = byId.get(ref.id);
    return category ? [chainOf(category, byId)] : [];
  });
  const categoryKeys = [...new Set(chains.flat().flatMap((category) => (category.key ? [category.key] : [])))];
  const main = chains
    .filter((chain) => chain[0]?.key === CATEGORY_ROOT_KEY && chain.length > 1)
    .reduce<Category[] | undefined>((deepest, chain) => (!deepest || chain.length > deepest.length ? chain : deepest), undefined);
  const names = (main ?? []).slice(1, 1 + MAX_LEVELS).map((category) => localized(category.name, locale));
  const levels: SearchRecord['categories'] = {};
  names.forEach((_, i) => {
    levels[`lvl${i}` as keyof SearchRecord['categories']] = names.slice(0, i + 1).join(' > ');
  });
  return { categories: levels, categoryKeys };
};

/** False for virtual products and products not eligible for selling: they are never indexed. */
export const isIndexable = (product: ProductProjection): boolean =>
  attributeValue(product, 'isVirtual') !== true && attributeValue(product, 'eligibleForSelling') !== false;

const firstNumber = (product: ProductProjection, names: readonly string[]): number | undefined =>
  names.map((name) => numberOf(attributeValue(product, name))).find((value) => value !== undefined);

export const buildRecord = (
  product: ProductProjection, snapshot: CatalogueSnapshot, locale: LocaleCode, now: Date = new Date(),
): SearchRecord | undefined => {
  const { country } = localeParts(locale);
  const sku = product.masterVariant.sku;
  const price = selectPrice(product.masterVariant.prices, country, now);
  if (!sku || !price || !isIndexable(product)) return undefined;
  const paid = price.discounted?.value ?? price.value;
  const original = price.discounted ? majorUnits(price.value) : moneyField(price.custom?.fields.originalPrice);
  const rawTags = attributeValue(product, 'tags');
  const tags = (Array.isArray(rawTags) ? rawTags : rawTags === undefined ? [] : [rawTags])
    .flatMap((tag) => textOf(tag, locale) ?? []);
  const rawDate = textOf(attributeValue(product, 'releaseDate'), locale) ?? product.createdAt;
  const releaseTime = Date.parse(rawDate);
  const releaseDate = Number.isFinite(releaseTime) ? new Date(releaseTime).toISOString().slice(0, 10) : '';
  const originalPrice = original !== undefined && original > majorUnits(paid) ? original : undefined;
  return {
    objectID: sku,
    sku,
    productId: product.id,
    name: localized(product.name, locale),
    slug: localized(product.slug, locale),
    brand: textOf(attributeValue(product, 'brand'), locale, 'label') ?? '',
    ...categoryFields(product, snapshot.categories, locale),
    price: majorUnits(paid),
    currency: COUNTRIES[country].currency,
    ...(originalPrice !== undefined ? { originalPrice } : {}),
    avgRating: firstNumber(product, ['avgRating', 'averageRating', 'rating']) ?? product.reviewRatingStatistics?.averageRating ?? 0,
    reviewCount: firstNumber(product, ['reviewCount', 'reviewsCount', 'numberOfReviews']) ?? product.reviewRatingStatistics?.count ?? 0,
    tags,
    stock: snapshot.stock[sku] ?? 0,
    image: product.masterVariant.images?.[0]?.url ?? '',
    releaseDate,
    releaseTimestamp: Number.isFinite(releaseTime) ? Math.floor(releaseTime / 1000) : 0,
    campaignTags: tags.filter((tag) => tag.startsWith('campaign:')),
    locale,
  };
};

export const buildRecords = (snapshot: CatalogueSnapshot, locale: LocaleCode, now: Date = new Date()): SearchRecord[] =>
  snapshot.products.flatMap((product) => buildRecord(product, snapshot, locale, now) ?? []);

// ---- index settings ----
const TEXT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

export const REPLICA_SORT: Readonly<Record<SortReplica, string>> = {
  name_asc: 'asc(name)', name_desc: 'desc(name)', price_asc: 'asc(price)', price_desc: 'desc(price)', newest: 'desc(releaseTimestamp)',
};

export const primarySettings = (locale: LocaleCode) => ({
  searchableAttributes: [
    'name', 'brand', 'sku',
    'unordered(categories.lvl0)', 'unordered(categories.lvl1)', 'unordered(categories.lvl2)', 'unordered(categories.lvl3)', 'unordered(categories.lvl4)',
  ],
  attributesForFaceting: [
    'categories.lvl0', 'categories.lvl1', 'categories.lvl2', 'categories.lvl3', 'categories.lvl4',
    'categoryKeys', 'searchable(brand)', 'tags', 'campaignTags', 'price', 'avgRating',
  ],
  customRanking: ['desc(avgRating)', 'desc(reviewCount)'],
  replicas: SORT_REPLICAS.map((sort) => indexName(locale, sort)),
  attributesToHighlight: ['name', 'brand'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  disableTypoToleranceOnAttributes: ['sku'],
});

export const replicaSettings = (sort: SortReplica) => ({ ranking: [REPLICA_SORT[sort], ...TEXT_RANKING] });
