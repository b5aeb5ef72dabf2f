import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, environmentSections, expectedConfig, marketHosts, readTopLevel } from './wrangler-environments.ts';

describe('the generated environments of wrangler.toml', () => {
  it('are what scripts/deploy makes of the regions and settings (else: npm run config:environments)', () => {
    const current = readFileSync(CONFIG_PATH, 'utf8');
    expect(current === expectedConfig(current, readTopLevel())).toBe(true);
  });

  it('give each region its markets’ hosts and the environment’s shared carts and caches', () => {
    const sections = environmentSections(readTopLevel());
    expect(sections['production-eastern']).toMatchObject({
      name: 'storefront-production-eastern',
      routes: ['fi', 'lt', 'ro', 'bg', 'gr'].map((tld) => ({ pattern: `www.exquip.${tld}/*`, zone_name: `exquip.${tld}` })),
      durable_objects: { bindings: [{ name: 'CART_SESSION', class_name: 'CartSession', script_name: 'storefront-production' }] },
      kv_namespaces: sections['production']?.['kv_namespaces'],
      // Every worker names every market's host: the hreflang links of a page point at all markets.
      vars: { MARKET_HOSTS: JSON.stringify(marketHosts('production')) },
    });
    expect(Object.keys(marketHosts('production'))).toHaveLength(25);
    expect(sections['staging-western']).toMatchObject({ vars: { COMMERCE_PROJECT_KEY: 'exquip-staging' } });
    expect(sections['staging-western']?.['vars']).not.toHaveProperty('COMMERCE_CLIENT_SECRET');
  });
});
