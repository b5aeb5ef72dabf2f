// Redirects decided from the URL and market alone (spec part 1 §2 "Route behaviour"), checked in order;
// the first that applies wins. Redirects that need data (canonical slugs, the SEO table) live with
// their loaders. Codes: 308 by default, 301 for SEO redirects.
import { COUNTRIES, isLanguage } from '../markets/countries.ts';
import type { Market } from '../markets/market.ts';
import { NATIVE_PREFIXES, SHORT_PREFIXES } from './native-prefixes.ts';
import { catalogPrefixes, hrefFor } from './route-table.ts';
import { safeSitePath } from './safe-path.ts';

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

/** Letters lower-cased; percent-escapes (`%C3%BA`) left as they are, their case means nothing. */
function lowerCasePath(pathname: string): string {
  return pathname
    .split(/(%[0-9a-fA-F]{2})/)
    .map((part, index) => (index % 2 === 1 ? part : part.toLowerCase()))
    .join('');
}

function upperCasePath(url: URL): Redirect | null {
  const lower = lowerCasePath(url.pathname);
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

/** The path behind the market's language prefix. */
function routePathOf(url: URL, market: Market): string {
  return market.prefix && url.pathname.startsWith(`${market.prefix}/`) ? url.pathname.slice(market.prefix.length) : url.pathname;
}

/** `/home` is the alternative address of the home page. */
function alternativeHome(url: URL, market: Market): Redirect | null {
  return routePathOf(url, market) === '/home' ? { status: 308, location: withQuery(hrefFor(market, { name: 'home' }), url.searchParams) } : null;
}

/**
 * Category and product prefixes the market does not use (SEO: permanent): the native words of the
 * market's language where native routing is off, the short `/c/` and `/p/` where it is on (Lithuania).
 */
function catalogPrefix(url: URL, market: Market): Redirect | null {
  const [first, second, ...rest] = segments(routePathOf(url, market));
  if (rest.length > 0 || second === undefined) return null;
  const used = catalogPrefixes(market);
  const other = used === SHORT_PREFIXES ? NATIVE_PREFIXES[market.language] : SHORT_PREFIXES;
  const name =
    first === other.category && first !== used.category ? 'category' : first === other.product && first !== used.product ? 'product' : null;
  if (!name) return null;
  return { status: 301, location: withQuery(hrefFor(market, { name, slug: second }), url.searchParams) };
}

/** The shop's old `/category/{slug}` and `/search/{term}` addresses (SEO: permanent). */
function oldPrefixes(url: URL, market: Market): Redirect | null {
  const [first, second, ...rest] = segments(routePathOf(url, market));
  if (rest.length > 0 || second === undefined) return null;
  if (first === 'category' && catalogPrefixes(market).category !== 'category') {
    return { status: 301, location: withQuery(hrefFor(market, { name: 'category', slug: second }), url.searchParams) };
  }
  if (first === 'search') {
    const search = new URLSearchParams(url.searchParams);
    search.set('query', decodeSafely(second));
    return { status: 301, location: withQuery(hrefFor(market, { name: 'search' }), search) };
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
  // `//host/…` is no page of ours, and as a Location it would leave the shop (found by fuzzing).
  if (trimmed.startsWith('//')) return null;
  const path = routePathOf(new URL(trimmed || '/', url), market);
  const applies = NO_TRAILING_SLASH.some((page) => path === page || path.startsWith(`${page}/`));
  return applies ? { status: 308, location: withQuery(trimmed || '/', url.searchParams) } : null;
}

const RULES: ((url: URL, market: Market) => Redirect | null)[] = [
  upperCasePath,
  foreignLanguagePrefix,
  firstPageParameter,
  alternativeHome,
  oldPrefixes,
  catalogPrefix,
  trailingSlash,
];

export function redirectFor(url: URL, market: Market): Redirect | null {
  for (const rule of RULES) {
    const redirect = rule(url, market);
    // Rules rewrite the request path, and a path like `//Host` lower-cased would send the shopper to
    // another site: a location that could leave the shop is dropped (the page then answers 404).
    if (redirect) return safeSitePath(redirect.location) === null ? null : redirect;
  }
  return null;
}
