// Starts the local commerce and search stand-ins (seeded and indexed) and the third-party service
// stand-ins once for the worker tests, on free loopback ports, and stops them afterwards. A child
// process keeps the stack out of this project's workerd-flavoured module resolution.
import type { TestProject } from 'vitest/node';
import { spawnLocalStack } from '../../scripts/local-stack/spawn-stack.ts';

export default async function setup(project: TestProject) {
  const stack = await spawnLocalStack();
  project.provide('commerceUrl', stack.commerceUrl);
  project.provide('searchUrl', stack.searchUrl);
  project.provide('servicesUrl', stack.servicesUrl);
  return () => stack.close();
}
