// Head metadata of a page: canonical URL, hreflang alternates, robots directive and JSON-LD.
import { availabilityOf } from '../../domain/catalogue/stock.ts';
import { serializeForScript } from '../../domain/html/inline-json.ts';
import type { CountryCode } from '../../domain/markets/countries.ts';
import { hrefFor, routeRules, type RouteRef } from '../../domain/routes/route-table.ts';
import { alternateLinks } from '../../domain/seo/alternates.ts';
import { breadcrumbJsonLd, productJsonLd } from '../../domain/seo/json-ld.ts';
import { marketOrigins } from '../../domain/seo/market-origins.ts';
import { canonicalUrl, pageAbove1, robotsFor } from '../../domain/seo/robots.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import type { SeoInput } from '../../react/pages/page-services.ts';
import type { SeoData } from '../../react/seo-data.ts';
import type { Env } from '../env.ts';
import { parseHostCountries } from '../middleware/market.ts';
import type { LoaderContext } from './frame.ts';

export const NO_INDEX: SeoData = { canonical: null, alternates: [], robots: 'noindex, nofollow', jsonLd: [] };

export function originsFor(env: Env, url: URL): Readonly<Record<CountryCode, string>> {
  return marketOrigins(parseHostCountries(env.MARKET_HOSTS), url);
}

/** A product page's structured data: the Product (with its offer, rating and first reviews) and the BreadcrumbList. */
function productStructuredData(
  context: LoaderContext,
  origin: string,
  ref: RouteRef,
  { product, trail, stock, reviews }: NonNullable<SeoInput['product']>,
): string[] {
  const url = `${origin}${hrefFor(context.market, ref)}`;
  const breadcrumb = [
    { name: messagesFor(context.market.language)['breadcrumb.home'] ?? 'Home', url: `${origin}${hrefFor(context.market, { name: 'home' })}` },
    ...trail.map((node) => ({ name: node.name, url: `${origin}${hrefFor(context.market, { name: 'category', slug: node.slug })}` })),
    { name: product.name, url },
  ];
  return [
    serializeForScript(productJsonLd(product, url, origin, availabilityOf(stock), reviews?.results)),
    serializeForScript(breadcrumbJsonLd(breadcrumb)),
  ];
}

export function seoFor(context: LoaderContext, { ref, pageIn = () => ref, product }: SeoInput): SeoData {
  const origins = originsFor(context.env, context.url);
  const origin = origins[context.market.country.code];
  const rules = routeRules(ref);
  const page = pageAbove1(context.url);
  const pageQuery = page === null ? '' : `?page=${page}`;
  return {
    canonical: canonicalUrl(origin, hrefFor(context.market, ref), context.url),
    alternates: rules.indexable ? alternateLinks(origins, pageIn).map((link) => ({ ...link, href: `${link.href}${pageQuery}` })) : [],
    robots: robotsFor(context.url, rules.indexable),
    jsonLd: product ? productStructuredData(context, origin, ref, product) : [],
  };
}
