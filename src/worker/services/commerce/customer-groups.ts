// The customer group of a customer (its key is the cohort tier: `base`, `tier-1` … `tier-4`), read with
// the shop's own API client; null when the customer has none.
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';

export async function customerGroupKeyOf(env: Env, customerId: string): Promise<string | null> {
  const customer = await execute(
    commerceApi(env)
      .customers()
      .withId({ ID: customerId })
      .get({ queryArgs: { expand: ['customerGroup'] } }),
  );
  return customer.customerGroup?.obj?.key ?? null;
}
