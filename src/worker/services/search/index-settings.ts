// The settings of each market's index `prod.{locale}` and of its sort replicas: what is searched, faceted
// and highlighted, how hits are ranked, and in which language the index's words are read.
import type { LocaleCode } from '../../../domain/markets/countries.ts';
import { CATEGORY_LEVEL_ATTRIBUTES, indexName, SORT_REPLICAS, type SortReplica } from '../../../domain/search/record.ts';
import { decompounds, searchLanguageOf } from '../../../domain/search/search-languages.ts';

/** Algolia's default ranking criteria after a replica's sort. */
const TEXT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

export const REPLICA_SORT: Readonly<Record<SortReplica, string>> = {
  name_asc: 'asc(name)',
  name_desc: 'desc(name)',
  price_asc: 'asc(price)',
  price_desc: 'desc(price)',
  newest: 'desc(releaseTimestamp)',
};

/** The attributes whose compound words are split: product names and category names ('Plattformwaagen'). */
const DECOMPOUNDED_ATTRIBUTES = ['name', ...CATEGORY_LEVEL_ATTRIBUTES];

/**
 * Algolia's language settings of a locale's index (issue 17): the language for queries and records, plurals
 * and stop words in that language (a language without a plural or stop-word dictionary just has nothing to
 * apply), and compound splitting where Algolia does it. Every key is always written, so a language that
 * changes (or Croatian and Slovenian, which Algolia does not support) leaves nothing of an earlier setting.
 */
export const languageSettings = (locale: LocaleCode) => {
  const language = searchLanguageOf(locale);
  const languages = language ? [language] : [];
  const splits = language !== null && decompounds(language);
  return {
    queryLanguages: languages,
    indexLanguages: languages,
    ignorePlurals: language ? languages : false,
    removeStopWords: language ? languages : false,
    decompoundQuery: splits,
    decompoundedAttributes: splits && language ? { [language]: DECOMPOUNDED_ATTRIBUTES } : {},
  };
};

export const primarySettings = (locale: LocaleCode) => ({
  ...languageSettings(locale),
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
