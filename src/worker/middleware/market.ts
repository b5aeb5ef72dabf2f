// Resolves the shopper's market (host, then cookies, else SK; language from the path prefix) and keeps
// the market cookies in step with it.
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { COUNTRY_CODES, type CountryCode } from '../../domain/markets/countries.ts';
import { marketCookieValues } from '../../domain/markets/market-cookies.ts';
import { resolveMarket } from '../../domain/markets/resolve-market.ts';
import type { Market } from '../../domain/markets/market.ts';
import type { Env } from '../env.ts';
import { logError } from '../services/observability/log.ts';

declare module 'hono' {
  interface ContextVariableMap {
    market: Market;
  }
}

const HostCountriesSchema = v.record(v.string(), v.picklist(COUNTRY_CODES));

// Configuration, not request state: parsed once per isolate and configuration value, not per request.
const parsedHostTables = new Map<string, Readonly<Record<string, CountryCode>>>();

/** The configured host table; a broken configuration is reported and treated as empty. */
export function parseHostCountries(json: string): Readonly<Record<string, CountryCode>> {
  const known = parsedHostTables.get(json);
  if (known) return known;
  const table = readHostCountries(json);
  parsedHostTables.set(json, table);
  return table;
}

function readHostCountries(json: string): Readonly<Record<string, CountryCode>> {
  try {
    const parsed = v.safeParse(HostCountriesSchema, JSON.parse(json));
    if (parsed.success) return parsed.output;
    logError('MARKET_HOSTS is not a host → country table', v.flatten(parsed.issues));
  } catch (error) {
    logError('MARKET_HOSTS is not valid JSON', error);
  }
  return {};
}

export function market(): MiddlewareHandler<{ Bindings: Env }> {
  return async function marketMiddleware(c, next) {
    const cookies = getCookie(c);
    const resolved = resolveMarket({
      host: c.req.header('host') ?? new URL(c.req.url).host,
      pathname: new URL(c.req.url).pathname,
      cookies,
      hostCountries: parseHostCountries(c.env.MARKET_HOSTS),
    });
    c.set('market', resolved);
    await next();
    for (const cookie of marketCookieValues(resolved)) {
      if (cookies[cookie.name] === cookie.value) continue;
      setCookie(c, cookie.name, cookie.value, { maxAge: cookie.maxAge, path: cookie.path, sameSite: cookie.sameSite });
    }
  };
}
