// One Algolia search over one index's records (pure apart from the MiniSearch it builds): full text with
// prefix and light fuzzy matching, filters, ranking (`ranking` asc/desc criteria, text relevance,
// `customRanking`), facets with counts and stats, pagination, attribute selection and highlighting. Words
// are read as `search-text.ts` says, compound words split as `search-compounds.ts` says.
import MiniSearch, { type Query } from 'minisearch';
import { highlightValue, type HighlightResult } from './highlight.ts';
import { endsCompound, splitCompound, type CompoundRules } from './search-compounds.ts';
import { normalizeTerm, queryWords } from './search-text.ts';
import { parseFacetFilters, parseFilters, parseNumericFilters, valueAt, type SearchRecordLike } from './search-filters.ts';
import { encodeParamString, type SearchParams } from './search-params.ts';

export interface IndexSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  ranking?: string[];
  replicas?: string[];
  primary?: string;
  hitsPerPage?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToHighlight?: string[];
  attributesToRetrieve?: string[];
  [setting: string]: unknown;
}

export type StoredRecord = SearchRecordLike & { objectID: string };

const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];
const MODIFIER = /^(?:unordered|ordered|searchable|filterOnly|afterDistinct)\((.+)\)$/;

/** Attribute name without `unordered(…)`, `searchable(…)`, `filterOnly(…)` wrappers. */
export const bareAttribute = (attribute: string): string => MODIFIER.exec(attribute.trim())?.[1]?.trim() ?? attribute.trim();

/** Searchable attributes in priority order; without the setting, every text path of the records. */
export const searchableFields = (settings: IndexSettings, records: readonly StoredRecord[]): string[] => {
  if (settings.searchableAttributes?.length) {
    return settings.searchableAttributes
      .flatMap((entry) => entry.split(','))
      .map(bareAttribute)
      .filter(Boolean);
  }
  const paths = new Set<string>();
  const walk = (value: unknown, path: string, depth: number) => {
    if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) paths.add(path);
    else if (value && typeof value === 'object' && !Array.isArray(value) && depth < 2) {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key, depth + 1);
    }
  };
  for (const record of records.slice(0, 50)) walk(record, '', 0);
  paths.delete('objectID');
  return [...paths];
};

const fieldText = (record: StoredRecord, field: string): string => {
  const value = valueAt(record, field);
  return Array.isArray(value) ? value.join(' ') : value === undefined || value === null ? '' : String(value);
};

export const buildTextIndex = (records: readonly StoredRecord[], fields: readonly string[]): MiniSearch<StoredRecord> => {
  const mini = new MiniSearch<StoredRecord>({
    idField: 'objectID',
    fields: [...fields],
    extractField: (record, field) => (field === 'objectID' ? record.objectID : fieldText(record, field)),
    tokenize: queryWords,
    processTerm: (term) => normalizeTerm(term) || null,
  });
  mini.addAll(records);
  return mini;
};

/** The normalized words of some fields of the records: what compound words are split against. */
export const vocabularyOf = (records: readonly StoredRecord[], fields: readonly string[]): Set<string> =>
  new Set(records.flatMap((record) => fields.flatMap((field) => queryWords(fieldText(record, field)).map(normalizeTerm))));

/** Typos allowed per query word: Algolia's defaults (1 from 4 letters, 2 from 8); none on words with digits. */
export const typoBudget = (term: string): number | false => (/\d/.test(term) ? false : term.length >= 8 ? 2 : term.length >= 4 ? 1 : false);

type Compare = (a: Ranked, b: Ranked) => number;
interface Ranked {
  record: StoredRecord;
  score: number;
  order: number;
}

const byAttribute =
  (attribute: string, direction: 1 | -1): Compare =>
  (a, b) => {
    const x = valueAt(a.record, attribute);
    const y = valueAt(b.record, attribute);
    if (x === undefined || x === null) return y === undefined || y === null ? 0 : 1;
    if (y === undefined || y === null) return -1;
    if (typeof x === 'number' && typeof y === 'number') return direction * (x - y);
    return direction * String(x).localeCompare(String(y));
  };

const criterion = (entry: string): Compare | 'text' | undefined => {
  const match = /^(asc|desc)\((.+)\)$/.exec(entry.trim());
  if (match?.[2]) return byAttribute(match[2], match[1] === 'asc' ? 1 : -1);
  return DEFAULT_RANKING.includes(entry) ? 'text' : undefined;
};

export const rankingComparator = (settings: IndexSettings): Compare => {
  const parts: Compare[] = [];
  let textAdded = false;
  for (const entry of settings.ranking ?? DEFAULT_RANKING) {
    if (entry === 'custom') {
      for (const custom of settings.customRanking ?? []) {
        const part = criterion(custom);
        if (typeof part === 'function') parts.push(part);
      }
      continue;
    }
    const part = criterion(entry);
    if (part === 'text' && !textAdded) {
      parts.push((a, b) => b.score - a.score);
      textAdded = true;
    } else if (typeof part === 'function') parts.push(part);
  }
  parts.push((a, b) => a.order - b.order);
  return (a, b) => {
    for (const part of parts) {
      const result = part(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
};

const facetCounts = (records: readonly StoredRecord[], attribute: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const record of records) {
    const value = valueAt(record, attribute);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || typeof item === 'object') continue;
      counts.set(String(item), (counts.get(String(item)) ?? 0) + 1);
    }
  }
  return counts;
};

const facetStats = (records: readonly StoredRecord[], attribute: string) => {
  const numbers = records.map((r) => valueAt(r, attribute)).filter((v): v is number => typeof v === 'number');
  if (numbers.length === 0) return undefined;
  const sum = numbers.reduce((a, b) => a + b, 0);
  return { min: Math.min(...numbers), max: Math.max(...numbers), avg: sum / numbers.length, sum };
};

export interface QueryContext {
  indexName: string;
  settings: IndexSettings;
  records: readonly StoredRecord[];
  textIndex: () => MiniSearch<StoredRecord>;
  fields: readonly string[];
  /** How the index splits compound words, with the words of its split attributes; null: it does not. */
  compounds: (CompoundRules & { vocabulary: () => ReadonlySet<string> }) | null;
}

/**
 * The text query: every query word must match (AND); with compound splitting, a word also matches the
 * compound words of the split attributes ending in it and, with `decompoundQuery`, its own two parts.
 */
const textQuery = (context: QueryContext, query: string): Query => {
  const words = queryWords(query).filter((word) => normalizeTerm(word) !== '');
  const { compounds } = context;
  if (!compounds) return { combineWith: 'AND', queries: words };
  const vocabulary = compounds.vocabulary();
  const exactly = { fields: [...compounds.fields], prefix: false, fuzzy: false };
  return {
    combineWith: 'AND',
    queries: words.map((word): Query => {
      const term = normalizeTerm(word);
      const containing = [...vocabulary].filter((candidate) => endsCompound(candidate, term));
      const splits = compounds.splitQuery ? splitCompound(term, vocabulary) : [];
      if (containing.length === 0 && splits.length === 0) return word;
      return {
        combineWith: 'OR',
        queries: [
          word,
          ...(containing.length ? [{ ...exactly, combineWith: 'OR' as const, queries: containing }] : []),
          ...splits.map((parts) => ({ ...exactly, combineWith: 'AND' as const, queries: parts })),
        ],
      };
    }),
  };
};

/** Matching records ranked, plus the matched document terms for highlighting. */
export const matchRecords = (context: QueryContext, params: SearchParams) => {
  const { records, settings } = context;
  const filter = [parseFacetFilters(params.facetFilters), parseNumericFilters(params.numericFilters), parseFilters(params.filters)];
  const keep = (record: StoredRecord) => filter.every((predicate) => predicate(record));
  const terms = new Set<string>();
  let ranked: Ranked[];
  if (queryWords(params.query).length > 0) {
    const boost = Object.fromEntries(context.fields.map((field, i) => [field, context.fields.length - i]));
    const order = new Map(records.map((record, i) => [record.objectID, i]));
    const byId = new Map(records.map((record) => [record.objectID, record]));
    ranked = context
      .textIndex()
      .search(textQuery(context, params.query), {
        prefix: true,
        fuzzy: typoBudget,
        combineWith: 'AND',
        boost,
      })
      .flatMap((result) => {
        const record = byId.get(String(result.id));
        if (!record || !keep(record)) return [];
        for (const term of result.terms) terms.add(term);
        return [{ record, score: result.score, order: order.get(record.objectID) ?? 0 }];
      });
  } else {
    ranked = records.filter(keep).map((record, order) => ({ record, score: 0, order }));
  }
  ranked.sort(rankingComparator(settings));
  return { hits: ranked.map((r) => r.record), terms };
};

const pick = (record: StoredRecord, attributes: readonly string[] | undefined): Record<string, unknown> => {
  if (!attributes || attributes.includes('*')) {
    const excluded = new Set((attributes ?? []).filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
    return Object.fromEntries(Object.entries(record).filter(([key]) => !excluded.has(key)));
  }
  return Object.fromEntries(attributes.filter((a) => a in record).map((a) => [a, record[a]]));
};

const highlightAll = (value: unknown, highlight: (text: string) => HighlightResult): unknown => {
  if (typeof value === 'string') return highlight(value);
  if (typeof value === 'number') return highlight(String(value));
  if (Array.isArray(value)) return value.map((item) => highlightAll(item, highlight));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, highlightAll(inner, highlight)]));
  }
  return undefined;
};

export const searchRecords = (context: QueryContext, params: SearchParams) => {
  const started = performance.now();
  const { settings } = context;
  const { hits, terms } = matchRecords(context, params);
  const hitsPerPage = Math.min(1000, Math.max(0, params.length ?? params.hitsPerPage ?? settings.hitsPerPage ?? 20));
  const offset = params.offset ?? params.page * hitsPerPage;
  const words = queryWords(params.query);
  const tags = {
    pre: params.highlightPreTag ?? settings.highlightPreTag ?? '<em>',
    post: params.highlightPostTag ?? settings.highlightPostTag ?? '</em>',
  };
  const splitFields = context.compounds?.fields ?? [];
  const splitsCompounds = (attribute: string) => splitFields.some((field) => field === attribute || field.startsWith(`${attribute}.`));
  const toHighlight = (params.attributesToHighlight ?? settings.attributesToHighlight ?? context.fields.map((f) => f.split('.')[0] ?? f)).filter(
    (attribute, i, all) => all.indexOf(attribute) === i,
  );
  const page = hits.slice(offset, offset + hitsPerPage).map((record) => ({
    ...pick(record, params.attributesToRetrieve ?? settings.attributesToRetrieve),
    objectID: record.objectID,
    _highlightResult: Object.fromEntries(
      toHighlight.flatMap((attribute) => {
        const compounds = splitsCompounds(attribute);
        const value = highlightAll(valueAt(record, attribute), (text) => highlightValue(text, words, terms, tags, compounds));
        return value === undefined ? [] : [[attribute, value]];
      }),
    ),
  }));
  const facetNames = params.facets.includes('*') ? (settings.attributesForFaceting ?? []).map(bareAttribute) : params.facets.map(bareAttribute);
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, ReturnType<typeof facetStats>> = {};
  for (const facet of facetNames) {
    const counts = [...facetCounts(hits, facet)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    facets[facet] = Object.fromEntries(counts.slice(0, params.maxValuesPerFacet));
    const numeric = facetStats(hits, facet);
    if (numeric) stats[facet] = numeric;
  }
  return {
    hits: page,
    nbHits: hits.length,
    page: params.page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(Math.min(hits.length, 1000) / hitsPerPage),
    hitsPerPage,
    facets,
    ...(Object.keys(stats).length ? { facets_stats: stats } : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: params.query,
    params: encodeParamString(params.raw),
    index: context.indexName,
    renderingContent: {},
    ...(params.clickAnalytics ? { queryID: crypto.randomUUID().replace(/-/g, '') } : {}),
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
};

/** `searchForFacetValues`: values of one facet among the matching records, filtered by a facet query. */
export const searchFacetValues = (context: QueryContext, facet: string, params: SearchParams) => {
  const started = performance.now();
  const { hits } = matchRecords(context, params);
  const words = queryWords(params.facetQuery);
  const tags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
  const facetHits = [...facetCounts(hits, bareAttribute(facet))]
    .map(([value, count]) => ({ value, count, highlight: highlightValue(value, words, new Set(), tags) }))
    .filter(({ highlight }) => words.length === 0 || highlight.matchLevel === 'full')
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, params.maxFacetHits)
    .map(({ value, count, highlight }) => ({ value, highlighted: highlight.value, count }));
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.max(1, Math.round(performance.now() - started)) };
};
