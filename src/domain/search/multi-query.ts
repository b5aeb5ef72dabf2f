// InstantSearch hands its search client queries as `{ indexName, params }` (the v4 form); the search
// service and the shop's API take them flat (`{ indexName, query, facets, … }`, the v5 form).
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function flattenQueries(requests: readonly unknown[]): unknown[] {
  return requests.map((request) => {
    if (!isRecord(request)) return request;
    const { params, ...rest } = request;
    return isRecord(params) ? { ...params, ...rest } : rest;
  });
}
