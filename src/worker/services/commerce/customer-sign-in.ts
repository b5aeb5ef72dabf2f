// Sign-in in the market's store beyond the password flow: what the shop must know of the customer before
// opening a session (a confirmed e-mail address, the customer group that is the cohort tier), and
// commercetools' "Authenticate Customer in Store" (`POST /in-store/key={store}/login`), which merges the
// browser's anonymous cart into the customer's active cart (MergeWithExistingCustomerCart).
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';

const inStore = (env: Env, storeKey: string) => commerceApi(env).inStoreKeyWithStoreKeyValue({ storeKey });

export interface SignInFacts {
  isEmailVerified: boolean;
  /** The key of the customer's group (the cohort tier, e.g. `tier-2`), null when the customer has none. */
  customerGroupKey: string | null;
}

export async function signInFacts(env: Env, storeKey: string, customerId: string): Promise<SignInFacts> {
  const customer = await execute(
    inStore(env, storeKey)
      .customers()
      .withId({ ID: customerId })
      .get({ queryArgs: { expand: 'customerGroup' } }),
  );
  return { isEmailVerified: customer.isEmailVerified, customerGroupKey: customer.customerGroup?.obj?.key ?? null };
}

export interface CartSignIn {
  storeKey: string;
  email: string;
  password: string;
  /** The browser's cart (a guest's, or already this customer's), whose lines go into the customer's cart. */
  anonymousCartId: string | null;
}

/** Signs the customer in with the browser's cart; answers the customer's active cart afterwards, if any. */
export async function signInWithCart(env: Env, { storeKey, email, password, anonymousCartId }: CartSignIn): Promise<string | null> {
  const result = await execute(
    inStore(env, storeKey)
      .login()
      .post({
        body: {
          email,
          password,
          ...(anonymousCartId === null
            ? {}
            : { anonymousCart: { typeId: 'cart', id: anonymousCartId }, anonymousCartSignInMode: 'MergeWithExistingCustomerCart' }),
        },
      }),
  );
  return result.cart?.id ?? null;
}
