// wrangler.toml is fit to deploy, and the checks would say so if it were not.
import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import { configProblems } from './config-problems.ts';
import { secretNames } from './secret-names.ts';

/** The parts of a generated section the tests below spoil. */
interface Section {
  routes: { pattern: string; zone_name: string }[];
  vars: Record<string, string>;
  kv_namespaces: { binding: string; id: string }[];
  ratelimits: { name: string }[];
  durable_objects: { bindings: { name: string; script_name?: string | undefined }[] };
  migrations?: unknown[];
}

/** wrangler.toml as wrangler reads it, a copy each test may change, and one of its sections. */
function readConfig() {
  const config = structuredClone(experimental_readRawConfig({ config: 'wrangler.toml' }).rawConfig);
  const section = (key: string): Section => {
    const found: unknown = config.env?.[key];
    if (!found) throw new Error(`wrangler.toml has no [env.${key}]`);
    return found as Section;
  };
  return { config, section };
}
const secrets = secretNames();

describe('the deployed environments of wrangler.toml', () => {
  it('route every market host once, keep secrets out of the variables and bind what the shop needs', () => {
    expect(configProblems(readConfig().config, secrets)).toEqual([]);
  });

  it('would be refused with a host routed twice or by no region', () => {
    const { config, section } = readConfig();
    section('production-eastern').routes.push({ pattern: 'www.exquip.de/*', zone_name: 'exquip.de' });
    section('staging-central').routes = section('staging-central').routes.filter((route) => !route.pattern.startsWith('staging.exquip.sk'));
    expect(configProblems(config, secrets)).toEqual([
      'staging: the SK host staging.exquip.sk is routed by no region',
      'production: the DE host www.exquip.de is routed 2 times (production-eastern, production-western)',
    ]);
  });

  it('would be refused with a secret in plain variables, a missing variable or a missing binding', () => {
    const { config, section } = readConfig();
    section('production-western').vars['ADYEN_API_KEY'] = 'AQE…';
    delete section('production-western').vars['COMMERCE_API_URL'];
    section('staging').kv_namespaces = section('staging').kv_namespaces.filter((kv) => kv.binding !== 'CACHE');
    section('staging-northern').ratelimits.pop();
    expect(configProblems(config, secrets).sort()).toEqual(
      [
        '[env.production-western] a secret in plain variables: ADYEN_API_KEY',
        '[env.production-western] no variable COMMERCE_API_URL',
        '[env.staging] no KV binding CACHE',
        '[env.staging-northern] no rate limit RECOMMENDATIONS_RATE_LIMITER',
      ].sort(),
    );
  });

  it('would be refused with a region that keeps carts of its own', () => {
    const { config, section } = readConfig();
    const [carts] = section('production-central').durable_objects.bindings;
    if (carts) carts.script_name = undefined;
    section('production-central').migrations = [{ tag: 'v1', new_sqlite_classes: ['CartSession'] }];
    expect(configProblems(config, secrets)).toEqual([
      '[env.production-central] CART_SESSION is not bound to the carts of storefront-production',
      '[env.production-central] has migrations; the Durable Object classes live in storefront-production',
    ]);
  });
});
