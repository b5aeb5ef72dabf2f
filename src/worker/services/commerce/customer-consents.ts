// The newsletter consents kept on the customer (custom fields of `customer-custom`): read and replaced
// as a whole set, on whatever version is current (the form does not carry one; the last choice wins).
import type { Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import { CONSENT_CHANNELS, type Consents } from '../../../domain/account/consents.ts';
import type { Env } from '../../env.ts';
import { readCustomer, updateCurrentCustomer } from './account-customer.ts';
import { CONSENT_FIELDS, consentsOf, CUSTOMER_TYPE_KEY, hasCustomFields } from './customer-profile-mapping.ts';

export const readConsents = async (env: Env, storeKey: string, customerId: string): Promise<Consents> =>
  consentsOf(await readCustomer(env, storeKey, customerId));

function consentActions(customer: Customer, consents: Consents): CustomerUpdateAction[] {
  const current = consentsOf(customer);
  const changed = CONSENT_CHANNELS.filter((channel) => current[channel] !== consents[channel]);
  if (changed.length === 0) return [];
  if (!hasCustomFields(customer)) {
    const fields = Object.fromEntries(CONSENT_CHANNELS.map((channel) => [CONSENT_FIELDS[channel], consents[channel]]));
    return [{ action: 'setCustomType', type: { typeId: 'type', key: CUSTOMER_TYPE_KEY }, fields }];
  }
  return changed.map((channel) => ({ action: 'setCustomField', name: CONSENT_FIELDS[channel], value: consents[channel] }));
}

/** Stores the set; answers it as stored and the customer's e-mail (the consent event needs it). */
export async function storeConsents(
  env: Env,
  storeKey: string,
  customerId: string,
  consents: Consents,
): Promise<{ consents: Consents; email: string }> {
  const written = await updateCurrentCustomer(env, storeKey, customerId, (customer) => consentActions(customer, consents));
  if (!written.ok) throw written.conflict ? new Error('customer consents: changed concurrently twice') : written.error;
  return { consents: consentsOf(written.customer), email: written.customer.email };
}
