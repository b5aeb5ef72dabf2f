// Starts the local commerce and search stand-ins (seeded and indexed) and the third-party service
// stand-ins once for the worker tests, on free loopback ports, and stops them afterwards. A child
// process keeps the stack out of this project's workerd-flavoured module resolution. Two delay proxies
// in front of commerce and search are the "backend that answers after 5 s" of the fault tests.
import type { TestProject } from 'vitest/node';
import { startDelayProxy } from '../../scripts/local-stack/delay-proxy.ts';
import { spawnLocalStack } from '../../scripts/local-stack/spawn-stack.ts';
import { defaultSeedDir } from '../../scripts/local-stack/start.ts';
import { readSeededCatalogue } from './seeded-catalogue.ts';

export const SLOW_BACKEND_DELAY_MS = 5_000;

export default async function setup(project: TestProject) {
  // Generated first if missing or stale, so that the stack and the tests read the same catalogue.
  const seedDir = defaultSeedDir();
  const stack = await spawnLocalStack({ seedDir });
  const [slowCommerce, slowSearch] = await Promise.all([
    startDelayProxy(stack.commerceUrl, SLOW_BACKEND_DELAY_MS),
    startDelayProxy(stack.searchUrl, SLOW_BACKEND_DELAY_MS),
  ]);
  project.provide('commerceUrl', stack.commerceUrl);
  project.provide('searchUrl', stack.searchUrl);
  project.provide('servicesUrl', stack.servicesUrl);
  project.provide('slowCommerceUrl', slowCommerce.url);
  project.provide('slowSearchUrl', slowSearch.url);
  project.provide('seededCatalogue', await readSeededCatalogue(seedDir));
  return async () => {
    await Promise.all([slowCommerce.close(), slowSearch.close()]);
    await stack.close();
  };
}
