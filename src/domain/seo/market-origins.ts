// The origin (scheme, host, port) each market is served from, for hreflang alternates, canonical links
// and sitemaps. Production and staging hosts come from the configured host table; in local development
// every market is `{cc}.localhost` on the port of the request.
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../markets/countries.ts';

export function marketOrigins(hostCountries: Readonly<Record<string, CountryCode>>, requestUrl: URL): Readonly<Record<CountryCode, string>> {
  const configured = new Map<CountryCode, string>();
  for (const [host, country] of Object.entries(hostCountries)) {
    if (!configured.has(country)) configured.set(country, `https://${host}`);
  }
  const local = requestUrl.hostname === 'localhost' || requestUrl.hostname.endsWith('.localhost') || requestUrl.hostname === '127.0.0.1';
  const port = requestUrl.port ? `:${requestUrl.port}` : '';
  return Object.fromEntries(
    COUNTRY_CODES.map((code) => [
      code,
      configured.get(code) ?? (local ? `${requestUrl.protocol}//${code.toLowerCase()}.localhost${port}` : `https://${COUNTRIES[code].prodDomain}`),
    ]),
  ) as Record<CountryCode, string>;
}
