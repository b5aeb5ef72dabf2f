// The signed-in customer's own record in the market's store (in-store customer by id: the id is the one
// the session's token names, so a customer only ever reads and writes their own). Reads and the one way
// every account-area change is written: update actions on a named version.
import type { Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { CommerceError, execute } from './execute.ts';

const customerById = (env: Env, storeKey: string, customerId: string) =>
  commerceApi(env).inStoreKeyWithStoreKeyValue({ storeKey }).customers().withId({ ID: customerId });

export const readCustomer = (env: Env, storeKey: string, customerId: string): Promise<Customer> =>
  execute(customerById(env, storeKey, customerId).get());

export type CustomerWrite = { ok: true; customer: Customer } | { ok: false; conflict: true } | { ok: false; conflict: false; error: CommerceError };

/** Applies the actions on `version`; a version that is no longer current is a conflict, not an error. */
export async function updateCustomer(
  env: Env,
  storeKey: string,
  customerId: string,
  version: number,
  actions: CustomerUpdateAction[],
): Promise<CustomerWrite> {
  try {
    return { ok: true, customer: await execute(customerById(env, storeKey, customerId).post({ body: { version, actions } })) };
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 409 || error.code === 'ConcurrentModification')) return { ok: false, conflict: true };
    if (error instanceof CommerceError) return { ok: false, conflict: false, error };
    throw error;
  }
}

/**
 * Changes made on whatever version is current (consents, the card number): read, write, and once more
 * when someone else wrote in between. `actionsFor` sees the customer as read; no actions, no write.
 */
export async function updateCurrentCustomer(
  env: Env,
  storeKey: string,
  customerId: string,
  actionsFor: (customer: Customer) => CustomerUpdateAction[],
): Promise<CustomerWrite> {
  let result: CustomerWrite = { ok: false, conflict: true };
  for (let attempt = 0; attempt < 2 && !result.ok && result.conflict; attempt += 1) {
    const customer = await readCustomer(env, storeKey, customerId);
    const actions = actionsFor(customer);
    if (actions.length === 0) return { ok: true, customer };
    result = await updateCustomer(env, storeKey, customerId, customer.version, actions);
  }
  return result;
}
