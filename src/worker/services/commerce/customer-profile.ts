// The profile of the account area (spec part 2 §7 customerUpdateMe: e-mail, VAT ID, first and last name,
// and the custom customer type): read, and changed on the version the shopper's form was filled on.
import type { Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import type { CustomerProfile } from '../../../domain/account/customer.ts';
import { profileDifferences, type ProfileChanges } from '../../../domain/account/profile-update.ts';
import type { Env } from '../../env.ts';
import { readCustomer, updateCustomer } from './account-customer.ts';
import { CUSTOMER_TYPE_KEY, hasCustomFields, toCustomerProfile } from './customer-profile-mapping.ts';

export type ProfileUpdate =
  | { ok: true; customer: CustomerProfile }
  | { ok: false; reason: 'version-conflict'; customer: CustomerProfile }
  | { ok: false; reason: 'email-taken' };

export const readProfile = async (env: Env, storeKey: string, customerId: string): Promise<CustomerProfile> =>
  toCustomerProfile(await readCustomer(env, storeKey, customerId));

function profileActions(customer: Customer, changes: ProfileChanges): CustomerUpdateAction[] {
  const actions: CustomerUpdateAction[] = [];
  if (changes.email !== undefined) actions.push({ action: 'changeEmail', email: changes.email });
  if (changes.firstName !== undefined) actions.push({ action: 'setFirstName', firstName: changes.firstName });
  if (changes.lastName !== undefined) actions.push({ action: 'setLastName', lastName: changes.lastName });
  // Without a value the VAT ID is removed.
  if (changes.vatId !== undefined) actions.push(changes.vatId === null ? { action: 'setVatId' } : { action: 'setVatId', vatId: changes.vatId });
  if (changes.customerType !== undefined) {
    actions.push(
      hasCustomFields(customer)
        ? { action: 'setCustomField', name: 'customerType', value: changes.customerType }
        : { action: 'setCustomType', type: { typeId: 'type', key: CUSTOMER_TYPE_KEY }, fields: { customerType: changes.customerType } },
    );
  }
  return actions;
}

/** The changes made on `version`; a form filled on an older version gets the current profile back instead. */
export async function updateProfile(
  env: Env,
  storeKey: string,
  customerId: string,
  version: number,
  changes: ProfileChanges,
): Promise<ProfileUpdate> {
  const customer = await readCustomer(env, storeKey, customerId);
  const current = toCustomerProfile(customer);
  if (customer.version !== version) return { ok: false, reason: 'version-conflict', customer: current };
  const actions = profileActions(customer, profileDifferences(current, changes));
  if (actions.length === 0) return { ok: true, customer: current };
  const written = await updateCustomer(env, storeKey, customerId, version, actions);
  if (written.ok) return { ok: true, customer: toCustomerProfile(written.customer) };
  if (written.conflict) return { ok: false, reason: 'version-conflict', customer: await readProfile(env, storeKey, customerId) };
  // commercetools keeps e-mail addresses unique per store (project): another customer's is a DuplicateField.
  if (written.error.code === 'DuplicateField' || written.error.code === 'CustomerAlreadyExists') return { ok: false, reason: 'email-taken' };
  throw written.error;
}
