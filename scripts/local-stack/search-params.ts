// Search parameters as the algoliasearch clients send them (pure): flat JSON keys (v5) and/or the legacy
// `params` query string (v4, InstantSearch < 7), merged into one typed object.

export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number | undefined;
  offset: number | undefined;
  length: number | undefined;
  facets: string[];
  facetFilters: unknown;
  numericFilters: unknown;
  filters: string;
  attributesToRetrieve: string[] | undefined;
  attributesToHighlight: string[] | undefined;
  highlightPreTag: string | undefined;
  highlightPostTag: string | undefined;
  maxValuesPerFacet: number;
  clickAnalytics: boolean;
  facetQuery: string;
  maxFacetHits: number;
  /** Everything received, re-encoded as the `params` string of the response. */
  raw: Record<string, unknown>;
}

/** A value of the legacy query string: JSON when it looks like JSON, else the text. */
const decodeValue = (text: string): unknown => {
  if (/^[[{]/.test(text) || /^(true|false|-?\d+(\.\d+)?)$/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
};

export const decodeParamString = (params: string): Record<string, unknown> =>
  Object.fromEntries([...new URLSearchParams(params)].map(([key, value]) => [key, decodeValue(value)]));

export const encodeParamString = (params: Record<string, unknown>): string =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();

const list = (value: unknown): string[] | undefined => {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String);
  const text = String(value);
  if (text.startsWith('[')) return list(decodeValue(text));
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
};

const integer = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? Math.trunc(number) : undefined;
};

const text = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value));

/** Merges a request body's flat keys over its `params` string and reads the known parameters. */
export const readSearchParams = (body: Record<string, unknown>): SearchParams => {
  const { params, indexName: _indexName, type: _type, facet: _facet, ...flat } = body;
  const raw = { ...(typeof params === 'string' ? decodeParamString(params) : {}), ...flat };
  return {
    query: text(raw.query) ?? '',
    page: Math.max(0, integer(raw.page) ?? 0),
    hitsPerPage: integer(raw.hitsPerPage),
    offset: integer(raw.offset),
    length: integer(raw.length),
    facets: list(raw.facets) ?? [],
    facetFilters: raw.facetFilters,
    numericFilters: raw.numericFilters,
    filters: text(raw.filters) ?? '',
    attributesToRetrieve: list(raw.attributesToRetrieve),
    attributesToHighlight: list(raw.attributesToHighlight),
    highlightPreTag: text(raw.highlightPreTag),
    highlightPostTag: text(raw.highlightPostTag),
    maxValuesPerFacet: integer(raw.maxValuesPerFacet) ?? 100,
    clickAnalytics: raw.clickAnalytics === true || raw.clickAnalytics === 'true',
    facetQuery: text(raw.facetQuery) ?? '',
    maxFacetHits: integer(raw.maxFacetHits) ?? 10,
    raw,
  };
};
