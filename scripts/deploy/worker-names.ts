// The deployed workers of an environment: one per rollout region, serving that region's market hosts, and
// one that hosts the cart Durable Objects (no host of its own). The regions' workers bind the carts
// through it by script name, so every region's shop reaches the same carts: a cart survives a rollout
// and a shopper who crosses regions.
import type { DeployEnvironment, ROLLOUT_REGIONS } from '../../src/domain/operations/rollout-regions.ts';

type RolloutRegion = (typeof ROLLOUT_REGIONS)[number]['key'];

const BASE_NAME = 'storefront';

/** The `--env` of wrangler for a region's worker, e.g. `production-eastern`. */
export const regionEnvironment = (environment: DeployEnvironment, region: RolloutRegion): string => `${environment}-${region}`;

export const regionWorker = (environment: DeployEnvironment, region: RolloutRegion): string =>
  `${BASE_NAME}-${regionEnvironment(environment, region)}`;

/** The `--env` of the carts' worker is the environment's own name: `production`. */
export const cartsWorker = (environment: DeployEnvironment): string => `${BASE_NAME}-${environment}`;
