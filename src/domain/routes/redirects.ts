// Redirects decided from the URL and market alone (spec part 1 §2 "Route behaviour"), checked in order;
// the first that applies wins. Redirects that need data (canonical slugs, the SEO table) live with
// their loaders. Codes: 308 by default, 301 for SEO redirects.
import { COUNTRIES, isLanguage } from '../markets/countries.ts';
import type { Market } from '../markets/resolve-market.ts';
import { categoryPath } from './page-routes.ts';

export interface Redirect {
  status: 301 | 308;
  location: string;
}

export const FIRST_PAGE = '1';

/** Pages whose address never ends in a slash. */
const NO_TRAILING_SLASH = ['/checkout', '/login', '/my-account', '/password-reset', '/create-account', '/search'];

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

function withQuery(pathname: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function upperCasePath(url: URL): Redirect | null {
  const lower = url.pathname.toLowerCase();
  return lower === url.pathname ? null : { status: 308, location: lower + url.search };
}

/** A language prefix the country does not have goes to the root; the default language has no prefix. */
function foreignLanguagePrefix(url: URL, market: Market): Redirect | null {
  const [first, ...rest] = segments(url.pathname);
  if (first === undefined || !isLanguage(first)) return null;
  const languages: readonly string[] = COUNTRIES[market.country.code].languages;
  if (!languages.includes(first)) return { status: 308, location: '/' };
  if (first === languages[0]) return { status: 308, location: withQuery(`/${rest.join('/')}`, url.searchParams) };
  return null;
}

function firstPageParameter(url: URL): Redirect | null {
  if (url.searchParams.get('page') !== FIRST_PAGE) return null;
  const search = new URLSearchParams(url.searchParams);
  search.delete('page');
  return { status: 308, location: withQuery(url.pathname, search) };
}

/** The shop's old `/category/{slug}` and `/search/{term}` addresses (SEO: permanent). */
function oldPrefixes(url: URL, market: Market): Redirect | null {
  const path = market.prefix && url.pathname.startsWith(`${market.prefix}/`) ? url.pathname.slice(market.prefix.length) : url.pathname;
  const [first, second, ...rest] = segments(path);
  if (rest.length > 0 || second === undefined) return null;
  if (first === 'category') return { status: 301, location: withQuery(`${market.prefix}${categoryPath(second)}`, url.searchParams) };
  if (first === 'search') {
    const search = new URLSearchParams(url.searchParams);
    search.set('query', decodeSafely(second));
    return { status: 301, location: withQuery(`${market.prefix}/search`, search) };
  }
  return null;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function trailingSlash(url: URL, market: Market): Redirect | null {
  if (!url.pathname.endsWith('/') || url.pathname === '/') return null;
  const trimmed = url.pathname.replace(/\/+$/, '');
  const path = market.prefix && trimmed.startsWith(market.prefix) ? trimmed.slice(market.prefix.length) : trimmed;
  const applies = NO_TRAILING_SLASH.some((page) => path === page || path.startsWith(`${page}/`));
  return applies ? { status: 308, location: withQuery(trimmed || '/', url.searchParams) } : null;
}

const RULES: ((url: URL, market: Market) => Redirect | null)[] = [
  upperCasePath, foreignLanguagePrefix, firstPageParameter, oldPrefixes, trailingSlash,
];

export function redirectFor(url: URL, market: Market): Redirect | null {
  for (const rule of RULES) {
    const redirect = rule(url, market);
    if (redirect) return redirect;
  }
  return null;
}
