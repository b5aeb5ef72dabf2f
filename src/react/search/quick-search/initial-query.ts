// The header field starts with the current query on the search page (`/search?query=x`); elsewhere empty.

/** `path` is the page's path with its query string; `searchPath` the market's search page path. */
export function initialQueryOf(path: string | undefined, searchPath: string): string {
  if (!path) return '';
  const url = new URL(path, 'http://shop.invalid');
  if (url.pathname !== searchPath) return '';
  return url.searchParams.get('query') ?? '';
}
