// Head metadata of a page: canonical URL, hreflang alternates, robots directive and JSON-LD.
import { alternateLinks, type PageInMarket } from '../../domain/seo/alternates.ts';
import { marketOrigins } from '../../domain/seo/market-origins.ts';
import { canonicalUrl, pageAbove1, robotsFor } from '../../domain/seo/robots.ts';
import { hrefFor, routeRules, type RouteRef } from '../../domain/routes/route-table.ts';
import type { CountryCode } from '../../domain/markets/countries.ts';
import type { SeoData } from '../../react/seo-data.ts';
import { parseHostCountries } from '../middleware/market.ts';
import type { Env } from '../env.ts';
import type { LoaderContext } from './frame.ts';

export const NO_INDEX: SeoData = { canonical: null, alternates: [], robots: 'noindex, nofollow', jsonLd: [] };

export function originsFor(env: Env, url: URL): Readonly<Record<CountryCode, string>> {
  return marketOrigins(parseHostCountries(env.MARKET_HOSTS), url);
}

export interface SeoInput {
  ref: RouteRef;
  /** Where else the page exists; by default in every market under the same route. */
  pageIn?: PageInMarket;
  jsonLd?: string[];
}

export function seoFor(context: LoaderContext, { ref, pageIn = () => ref, jsonLd = [] }: SeoInput): SeoData {
  const origins = originsFor(context.env, context.url);
  const rules = routeRules(ref);
  const page = pageAbove1(context.url);
  const pageQuery = page === null ? '' : `?page=${page}`;
  return {
    canonical: canonicalUrl(origins[context.market.country.code], hrefFor(context.market, ref), context.url),
    alternates: rules.indexable
      ? alternateLinks(origins, pageIn).map((link) => ({ ...link, href: `${link.href}${pageQuery}` }))
      : [],
    robots: robotsFor(context.url, rules.indexable),
    jsonLd,
  };
}
