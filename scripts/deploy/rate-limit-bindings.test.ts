// The Rate Limiting bindings of every worker, local and deployed, are the domain's table
// (src/domain/security/rate-limits.ts): same names, limits and periods. Namespaces count per Cloudflare
// account, so each environment has its own, shared by its workers (a client is one client in every region).
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { experimental_readRawConfig } from 'wrangler';
import { RATE_LIMITS } from '../../src/domain/security/rate-limits.ts';

const Bindings = v.optional(
  v.array(v.object({ name: v.string(), namespace_id: v.string(), simple: v.object({ limit: v.number(), period: v.number() }) })),
  [],
);
const ConfigSchema = v.looseObject({ ratelimits: Bindings, env: v.record(v.string(), v.looseObject({ ratelimits: Bindings })) });

const config = v.parse(ConfigSchema, experimental_readRawConfig({ config: 'wrangler.toml' }).rawConfig);
/** The rate limits of the top level ('') and of every `[env.*]` worker. */
const workers = [['', config.ratelimits] as const, ...Object.entries(config.env).map(([name, env]) => [name, env.ratelimits] as const)];
/** `production-eastern` belongs to `production`. */
const environmentOf = (worker: string) => worker.split('-')[0] ?? worker;

describe('rate-limit bindings', () => {
  it('are the domain’s table in every worker', () => {
    const expected = Object.values(RATE_LIMITS)
      .map((rule) => ({ name: rule.binding, limit: rule.limit, period: rule.periodSeconds }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(workers.length).toBeGreaterThan(2);
    for (const [worker, bindings] of workers) {
      const found = bindings.map(({ name, simple }) => ({ name, limit: simple.limit, period: simple.period }));
      expect(
        found.sort((a, b) => a.name.localeCompare(b.name)),
        worker || 'top level',
      ).toEqual(expected);
    }
  });

  it('count in namespaces of their own per environment, shared by its workers', () => {
    const owners = new Map<string, string>();
    for (const [worker, bindings] of workers) {
      expect(new Set(bindings.map((binding) => binding.namespace_id)).size).toBe(bindings.length);
      for (const { namespace_id } of bindings) {
        const environment = environmentOf(worker);
        expect(owners.get(namespace_id) ?? environment, `${namespace_id} in ${worker || 'top level'}`).toBe(environment);
        owners.set(namespace_id, environment);
      }
    }
  });
});
