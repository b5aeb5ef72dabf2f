// What would make a deploy go wrong, read from the wrangler configuration as wrangler reads it: a market
// host routed by no worker or by two, a route outside the markets, a secret among the plain variables, a
// variable or binding the top-level configuration has and a deployed worker lacks, a region whose carts
// are not the environment's shared ones. `npm test` runs it on wrangler.toml (config-problems.test.ts).
import * as v from 'valibot';
import { COUNTRY_CODES } from '../../src/domain/markets/countries.ts';
import { DEPLOY_ENVIRONMENTS, marketHost, marketZone, ROLLOUT_REGIONS } from '../../src/domain/operations/rollout-regions.ts';
import { cartsWorker, regionEnvironment } from './worker-names.ts';

const SectionSchema = v.looseObject({
  name: v.optional(v.string()),
  routes: v.optional(v.array(v.union([v.string(), v.looseObject({ pattern: v.string(), zone_name: v.optional(v.string()) })]))),
  kv_namespaces: v.optional(v.array(v.looseObject({ binding: v.string(), id: v.optional(v.string()) }))),
  durable_objects: v.optional(v.looseObject({ bindings: v.array(v.looseObject({ name: v.string(), script_name: v.optional(v.string()) })) })),
  migrations: v.optional(v.array(v.unknown())),
  ratelimits: v.optional(v.array(v.looseObject({ name: v.string(), namespace_id: v.string() }))),
  vars: v.optional(v.record(v.string(), v.unknown())),
});
const ConfigSchema = v.looseObject({ ...SectionSchema.entries, env: v.optional(v.record(v.string(), SectionSchema)) });
type Section = v.InferOutput<typeof SectionSchema>;

const names = (bindings: readonly { name: string }[] | undefined) => new Set((bindings ?? []).map((binding) => binding.name));
const kvBindings = (section: Section) => new Set((section.kv_namespaces ?? []).map((kv) => kv.binding));

/** The host a route pattern serves: `www.exquip.sk/*` → `www.exquip.sk`. */
const routeHost = (route: NonNullable<Section['routes']>[number]) => (typeof route === 'string' ? route : route.pattern).split('/')[0] ?? '';

function missing(label: string, wanted: Iterable<string>, present: ReadonlySet<string>): string[] {
  return [...wanted].filter((name) => !present.has(name)).map((name) => `${label} ${name}`);
}

/** Problems of one deployed worker's section against the top-level configuration. */
function sectionProblems(key: string, section: Section, topLevel: Section, secrets: ReadonlySet<string>): string[] {
  const vars = new Set(Object.keys(section.vars ?? {}));
  return [
    ...[...vars].filter((name) => secrets.has(name)).map((name) => `a secret in plain variables: ${name}`),
    ...missing(
      'no variable',
      Object.keys(topLevel.vars ?? {}).filter((name) => !secrets.has(name)),
      vars,
    ),
    ...missing('no KV binding', kvBindings(topLevel), kvBindings(section)),
    ...(section.kv_namespaces ?? []).filter((kv) => !kv.id).map((kv) => `no KV namespace id for ${kv.binding}`),
    ...missing('no Durable Object binding', names(topLevel.durable_objects?.bindings), names(section.durable_objects?.bindings)),
    ...missing('no rate limit', names(topLevel.ratelimits), names(section.ratelimits)),
  ].map((problem) => `[env.${key}] ${problem}`);
}

/** Every problem found, as sentences an operator can act on; none for a configuration fit to deploy. */
export function configProblems(raw: unknown, secrets: ReadonlySet<string>): string[] {
  const parsed = v.safeParse(ConfigSchema, raw);
  if (!parsed.success) return [`the configuration does not have the expected shape: ${v.summarize(parsed.issues)}`];
  const { env = {}, ...topLevel } = parsed.output;
  const problems: string[] = [];
  const rateLimitIds = new Map<string, string>();
  for (const environment of DEPLOY_ENVIRONMENTS) {
    const carts = env[environment];
    if (!carts) {
      problems.push(`no [env.${environment}] (the worker of its carts)`);
      continue;
    }
    problems.push(...sectionProblems(environment, carts, topLevel, secrets));
    if ((carts.routes ?? []).length > 0) problems.push(`[env.${environment}] the carts' worker serves hosts; the regions' workers should`);
    const routed = new Map<string, string[]>();
    for (const region of ROLLOUT_REGIONS) {
      const key = regionEnvironment(environment, region.key);
      const section = env[key];
      if (!section) {
        problems.push(`no [env.${key}] (region ${region.key})`);
        continue;
      }
      problems.push(...sectionProblems(key, section, topLevel, secrets));
      for (const binding of section.durable_objects?.bindings ?? []) {
        if (binding.script_name !== cartsWorker(environment))
          problems.push(`[env.${key}] ${binding.name} is not bound to the carts of ${cartsWorker(environment)}`);
      }
      if ((section.migrations ?? []).length > 0)
        problems.push(`[env.${key}] has migrations; the Durable Object classes live in ${cartsWorker(environment)}`);
      for (const route of section.routes ?? []) routed.set(routeHost(route), [...(routed.get(routeHost(route)) ?? []), key]);
    }
    const hosts = new Map(COUNTRY_CODES.map((country) => [marketHost(environment, country), country]));
    for (const [host, country] of hosts) {
      const by = routed.get(host) ?? [];
      if (by.length === 0) problems.push(`${environment}: the ${country} host ${host} is routed by no region`);
      if (by.length > 1) problems.push(`${environment}: the ${country} host ${host} is routed ${by.length} times (${by.join(', ')})`);
    }
    for (const host of routed.keys()) if (!hosts.has(host)) problems.push(`${environment}: ${host} is routed but is no market's host`);
    for (const key of [environment, ...ROLLOUT_REGIONS.map((region) => regionEnvironment(environment, region.key))]) {
      for (const route of env[key]?.routes ?? []) {
        const country = hosts.get(routeHost(route));
        if (country && typeof route !== 'string' && route.zone_name !== marketZone(country))
          problems.push(`[env.${key}] ${routeHost(route)} is routed in the zone ${route.zone_name}, not ${marketZone(country)}`);
      }
    }
    // Rate-limit namespaces count per account: two environments sharing one would share their counters.
    for (const limit of carts.ratelimits ?? []) {
      const other = rateLimitIds.get(limit.namespace_id);
      if (other && other !== environment) problems.push(`${environment} and ${other} share the rate-limit namespace ${limit.namespace_id}`);
      rateLimitIds.set(limit.namespace_id, environment);
    }
  }
  return problems;
}
