// Robots meta and canonical link (spec part 1 §2, §5): only `page` is an indexable parameter, and a page
// above the first is part of the canonical link. Any other parameter makes the URL a variant that
// search engines should neither index nor follow.
export const INDEXABLE_PARAMETERS: readonly string[] = ['page'];
export type RobotsDirective = 'index, follow' | 'noindex, nofollow';

/** The page number of `?page=`, when it is a whole number above 1. */
export function pageAbove1(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page > 1 ? page : null;
}

export function robotsFor(url: URL, routeIndexable: boolean): RobotsDirective {
  if (!routeIndexable) return 'noindex, nofollow';
  for (const [name, value] of url.searchParams) {
    if (!INDEXABLE_PARAMETERS.includes(name)) return 'noindex, nofollow';
    if (name === 'page' && pageAbove1(url) === null && value !== '1') return 'noindex, nofollow';
  }
  return 'index, follow';
}

/** `origin` + the page's path, with `?page=N` kept when N is above 1. */
export function canonicalUrl(origin: string, path: string, url: URL): string {
  const page = pageAbove1(url);
  return `${origin}${path}${page === null ? '' : `?page=${page}`}`;
}
