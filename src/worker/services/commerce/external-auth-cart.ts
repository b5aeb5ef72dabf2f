// The cart of a customer who signed in through an external OAuth server (social sign-in): commercetools'
// sign-in, which merges the browser's cart, is never called for them, so the browser's cart goes into the
// customer's active cart with "Merge Cart in Store" (MergeWithExistingCustomerCart); without a browser
// cart, the customer's most recently modified active cart of the store is theirs. Answers its id, or null.
import { ByProjectKeyInStoreKeyByStoreKeyCartsCustomerIdByCustomerIdMergeRequestBuilder, type executeRequest } from '@commercetools/platform-sdk';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';

interface BuilderArgs {
  pathArgs: { projectKey: string; storeKey: string };
  executeRequest: executeRequest;
  baseUri?: string;
}

const isBuilderArgs = (args: unknown): args is BuilderArgs =>
  typeof args === 'object' && args !== null && 'executeRequest' in args && typeof args.executeRequest === 'function' && 'pathArgs' in args;

/**
 * The SDK (9.5) generates the Merge Cart in Store builder but links it from no other builder: it is made
 * with the in-store carts builder's own request executor (its client, token and base URI).
 */
function mergeCartRequest(env: Env, storeKey: string, customerId: string) {
  const args: unknown = Reflect.get(commerceApi(env).inStoreKeyWithStoreKeyValue({ storeKey }).carts(), 'args');
  if (!isBuilderArgs(args)) throw new Error('commercetools SDK: the carts builder has no request executor');
  return new ByProjectKeyInStoreKeyByStoreKeyCartsCustomerIdByCustomerIdMergeRequestBuilder({
    pathArgs: { ...args.pathArgs, customerId },
    executeRequest: args.executeRequest,
    ...(args.baseUri === undefined ? {} : { baseUri: args.baseUri }),
  });
}

export interface ExternalCustomerCart {
  storeKey: string;
  customerId: string;
  /** The browser's cart (a guest's, or already this customer's). */
  anonymousCartId: string | null;
}

export async function cartForExternalCustomer(env: Env, { storeKey, customerId, anonymousCartId }: ExternalCustomerCart): Promise<string | null> {
  const carts = commerceApi(env).inStoreKeyWithStoreKeyValue({ storeKey }).carts();
  if (anonymousCartId !== null) {
    const merged = await execute(
      mergeCartRequest(env, storeKey, customerId).post({
        body: { anonymousCart: { typeId: 'cart', id: anonymousCartId }, mergeMode: 'MergeWithExistingCustomerCart' },
      }),
    );
    return merged.id;
  }
  const active = await execute(
    carts.get({
      queryArgs: { where: [`customerId = ${JSON.stringify(customerId)}`, 'cartState = "Active"'], sort: ['lastModifiedAt desc'], limit: 1 },
    }),
  );
  return active.results[0]?.id ?? null;
}
