// Which market a request belongs to (spec part 1 §2 "Route behaviour", part 2 §9 "General"): the
// country comes from the host, then the `country` cookie, then the default SK; the language comes
// only from the path prefix. Its inputs are raw request data, so it never throws.
import { COUNTRIES, DEFAULT_COUNTRY, LOCALE_FALLBACKS, isCountryCode, localeOf, type CountryCode } from './countries.ts';
import { MARKET_COOKIE_NAMES } from './market-cookies.ts';
import type { Market } from './market.ts';

export interface MarketRequest {
  /** The Host header as received, port included or not. */
  host: string | null | undefined;
  pathname: string;
  cookies: Readonly<Record<string, string>>;
  /** Host name without port, lower case, to country; e.g. `www.exquip.de` → `DE`. */
  hostCountries: Readonly<Record<string, CountryCode>>;
}

const LOCAL_DEV_DOMAIN = 'localhost';

/** Host name without port or trailing dot, lower case; IPv6 literals keep their brackets. */
export const hostName = (host: string): string => {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[') ? trimmed.slice(0, trimmed.indexOf(']') + 1 || undefined) : (trimmed.split(':')[0] ?? '');
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort;
};

// Own properties only, so a host or cookie named `constructor` or `__proto__` finds nothing.
const ownString = (record: object, key: string): string | undefined => {
  if (!Object.hasOwn(record, key)) return undefined;
  const value: unknown = Reflect.get(record, key);
  return typeof value === 'string' ? value : undefined;
};

const asCountryCode = (value: string | undefined): CountryCode | undefined => {
  const upper = value?.trim().toUpperCase();
  return upper !== undefined && isCountryCode(upper) ? upper : undefined;
};

export const countryFromHost = (host: string | null | undefined, hostCountries: Readonly<Record<string, CountryCode>>): CountryCode | undefined => {
  if (typeof host !== 'string' || host === '') return undefined;
  const name = hostName(host);
  const configured =
    asCountryCode(ownString(hostCountries, name)) ??
    Object.entries(hostCountries)
      .filter(([key]) => key.toLowerCase() === name)
      .map(([, code]) => asCountryCode(code))
      .find((code) => code !== undefined);
  if (configured) return configured;
  const [label, ...rest] = name.split('.');
  return rest.join('.') === LOCAL_DEV_DOMAIN ? asCountryCode(label) : undefined;
};

/** The market of a country in one of its languages; a language the country lacks gives its default. */
export const marketFor = (code: CountryCode, language?: string): Market => {
  const country = COUNTRIES[code];
  const [defaultLanguage] = country.languages;
  const chosen = country.languages.find((candidate) => candidate === language) ?? defaultLanguage;
  const locale = localeOf(code, chosen);
  return {
    country,
    language: chosen,
    locale,
    currency: country.currency,
    storeKey: country.storeKey,
    prefix: chosen === defaultLanguage ? '' : `/${chosen}`,
    contentLocale: LOCALE_FALLBACKS[locale] ?? locale,
  };
};

/**
 * The first path segment, if it is exactly two characters. Upper-case prefixes do not count: the
 * router first redirects upper-case paths to lower case, and then the prefix is read.
 */
const firstSegment = (pathname: string): string | undefined => {
  if (!pathname.startsWith('/')) return undefined;
  const segment = pathname.slice(1).split(/[/?#]/, 1)[0];
  return segment !== undefined && /^[a-z]{2}$/.test(segment) ? segment : undefined;
};

export const resolveMarket = (request: MarketRequest): Market => {
  try {
    const { host, pathname, cookies, hostCountries } = request;
    const code =
      countryFromHost(host, hostCountries ?? {}) ??
      asCountryCode(cookies ? ownString(cookies, MARKET_COOKIE_NAMES.country) : undefined) ??
      DEFAULT_COUNTRY;
    return marketFor(code, typeof pathname === 'string' ? firstSegment(pathname) : undefined);
  } catch {
    // Only reachable through inputs that break their types (getters that throw, proxies); a
    // request must still render, so it gets the default market.
    return marketFor(DEFAULT_COUNTRY);
  }
};

const hasPrefix = (path: string, prefix: string): boolean =>
  path === prefix || (path.startsWith(prefix) && /^[/?#]/.test(path.charAt(prefix.length)));

/** The route path behind the market's language prefix: `/fr/p/x` → `/p/x`, `/fr` → `/`. */
export const stripLanguagePrefix = (pathname: string, market: Market): string => {
  if (market.prefix === '' || !hasPrefix(pathname, market.prefix)) return pathname;
  const rest = pathname.slice(market.prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
};
