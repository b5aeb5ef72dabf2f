// The regions a new version of the shop is rolled out to, one after another (issue 19): each region is a
// worker of its own (`storefront-{environment}-{region}`) serving its markets' hosts, so Cloudflare's
// gradual deployments raise a version's share in one region while the others keep the version they
// run. Regions follow the shoppers' time zones, so a region's rollout can run in its quiet hours, and go
// from the smallest traffic to the largest: a bad release reaches a few markets, is seen there and is
// rolled back before Germany, France, Italy and Spain get it.
// This table is the one source of the routing: the wrangler configuration's regional environments are
// generated from it (scripts/deploy), and a test checks that every market's host is routed once.
import { COUNTRIES, type CountryCode } from '../markets/countries.ts';

export const ROLLOUT_REGIONS = [
  // UTC+2: Finland, the Baltics and the south-east.
  { key: 'eastern', countries: ['FI', 'LT', 'RO', 'BG', 'GR'] },
  // UTC+1, the north: the Nordics and the Low Countries.
  { key: 'northern', countries: ['DK', 'SE', 'NO', 'NL', 'BE'] },
  // UTC+1, central Europe: the shop's home markets.
  { key: 'central', countries: ['SK', 'CZ', 'HU', 'PL', 'AT', 'CH', 'SI', 'HR'] },
  // UTC+1 and UTC+0, the west and south-west: the largest markets last.
  { key: 'western', countries: ['DE', 'FR', 'IT', 'ES', 'PT', 'IE', 'GB'] },
] as const satisfies readonly { key: string; countries: readonly CountryCode[] }[];

/** The environments the shop is deployed to; local development runs the top-level configuration. */
export const DEPLOY_ENVIRONMENTS = ['staging', 'production'] as const;
export type DeployEnvironment = (typeof DEPLOY_ENVIRONMENTS)[number];

/** The registrable domain of a market, the Cloudflare zone its hosts live in: `exquip.co.uk`. */
export const marketZone = (country: CountryCode): string => `exquip${COUNTRIES[country].topLevelDomain}`;

/** The host shoppers (production) or testers (staging) reach a market on. */
export function marketHost(environment: DeployEnvironment, country: CountryCode): string {
  return environment === 'production' ? COUNTRIES[country].prodDomain : `staging.${marketZone(country)}`;
}
