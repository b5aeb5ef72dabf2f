// The settings of each market's index `prod.{locale}` and of its sort replicas: what is searched, faceted
// and highlighted, and how hits are ranked.
import type { LocaleCode } from '../../../domain/markets/countries.ts';
import { CATEGORY_LEVEL_ATTRIBUTES, indexName, SORT_REPLICAS, type SortReplica } from '../../../domain/search/record.ts';

/** Algolia's default ranking criteria after a replica's sort. */
const TEXT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

export const REPLICA_SORT: Readonly<Record<SortReplica, string>> = {
  name_asc: 'asc(name)',
  name_desc: 'desc(name)',
  price_asc: 'asc(price)',
  price_desc: 'desc(price)',
  newest: 'desc(releaseTimestamp)',
};

export const primarySettings = (locale: LocaleCode) => ({
  searchableAttributes: ['name', 'brand', 'sku', ...CATEGORY_LEVEL_ATTRIBUTES.map((level) => `unordered(${level})`)],
  attributesForFaceting: [...CATEGORY_LEVEL_ATTRIBUTES, 'categoryKeys', 'searchable(brand)', 'tags', 'campaignTags', 'price', 'avgRating'],
  customRanking: ['desc(avgRating)', 'desc(reviewCount)'],
  replicas: SORT_REPLICAS.map((sort) => indexName(locale, sort)),
  attributesToHighlight: ['name', 'brand'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  disableTypoToleranceOnAttributes: ['sku'],
});

export const replicaSettings = (sort: SortReplica) => ({ ranking: [REPLICA_SORT[sort], ...TEXT_RANKING] });
