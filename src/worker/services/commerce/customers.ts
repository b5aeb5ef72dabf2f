// Customers of the market's store (in-store endpoints): sign-up (customerSignMeUp), the profile of a
// signed-in customer, and password-reset tokens. Vendor types stop here; callers get CustomerProfile.
import type { Customer } from '@commercetools/platform-sdk';
import type { CustomerProfile } from '../../../domain/account/customer.ts';
import type { CustomerType } from '../../../domain/checkout/customer-type.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
// The customers' custom type (kv-seed/generate/types.ts) holds the customer type, private or company.
import { CUSTOMER_TYPE_KEY, toCustomerProfile } from './customer-profile-mapping.ts';
import { CommerceError, execute } from './execute.ts';
import { logError } from '../observability/log.ts';

const inStore = (env: Env, storeKey: string) => commerceApi(env).inStoreKeyWithStoreKeyValue({ storeKey });

// One mapping of a Customer for every answer that shows one (customer-profile-mapping.ts).
const toProfile = (customer: Customer): CustomerProfile => toCustomerProfile(customer);

export async function customerProfile(env: Env, storeKey: string, customerId: string): Promise<CustomerProfile> {
  return toProfile(await execute(inStore(env, storeKey).customers().withId({ ID: customerId }).get()));
}

export interface SignUp {
  storeKey: string;
  locale: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  customerType: CustomerType;
  vatId?: string;
}

export type SignUpResult = { ok: true; customerId: string } | { ok: false; reason: 'email-taken' | 'refused' };

/**
 * A new customer of the store (e-mail not confirmed yet). An e-mail address already registered is a
 * result, not an error; so is a draft commercetools refuses otherwise (logged: our draft is wrong).
 */
export async function signUpCustomer(env: Env, { storeKey, customerType, ...draft }: SignUp): Promise<SignUpResult> {
  const custom = { type: { typeId: 'type' as const, key: CUSTOMER_TYPE_KEY }, fields: { customerType } };
  try {
    const { customer } = await execute(
      inStore(env, storeKey)
        .me()
        .signup()
        .post({ body: { ...draft, custom } }),
    );
    return { ok: true, customerId: customer.id };
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 400 && ['DuplicateField', 'CustomerAlreadyExists'].includes(error.code)) {
      return { ok: false, reason: 'email-taken' };
    }
    if (error instanceof CommerceError) {
      logError('sign-up refused by commerce', storeKey, error.statusCode, error.code, error.message);
      return { ok: false, reason: 'refused' };
    }
    throw error;
  }
}

/** Minutes a password-reset token stays valid; commercetools' default is 24 days, too long for a mailed link. */
export const PASSWORD_RESET_TOKEN_TTL_MINUTES = 60;

/** A password-reset token for the store's customer with this e-mail, or null when there is none. */
export async function createPasswordResetToken(env: Env, storeKey: string, email: string): Promise<string | null> {
  try {
    const token = await execute(
      inStore(env, storeKey)
        .customers()
        .passwordToken()
        .post({
          body: { email, ttlMinutes: PASSWORD_RESET_TOKEN_TTL_MINUTES },
        }),
    );
    return token.value;
  } catch (error) {
    // commercetools answers ResourceNotFound (404; the local stand-in says it with a 400).
    if (error instanceof CommerceError && error.code === 'ResourceNotFound') return null;
    throw error;
  }
}
