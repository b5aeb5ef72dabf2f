// Page and page size of a listing from the query string; anything unusable falls back to the defaults.
export const DEFAULT_HITS_PER_PAGE = 24;

export function pageParam(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null || !/^[1-9]\d{0,5}$/.test(raw)) return 1;
  return Number(raw);
}
