// The header field starts with the current query on the search page (`/search?query=x`); elsewhere empty.

/**
 * `path` is the page's path with its query string; `searchPath` the market's search page path. The path
 * is split by hand rather than given to `new URL`: a request path like `//x` would be read as a host.
 */
export function initialQueryOf(path: string | undefined, searchPath: string): string {
  if (!path) return '';
  const queryStart = path.indexOf('?');
  const pathname = queryStart < 0 ? path : path.slice(0, queryStart);
  if (pathname !== searchPath || queryStart < 0) return '';
  return new URLSearchParams(path.slice(queryStart + 1)).get('query') ?? '';
}
