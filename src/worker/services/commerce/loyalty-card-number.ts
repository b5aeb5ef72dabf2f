// The loyalty card number: the customer's `customerNumber`, set once when first needed (commercetools never
// lets it change, so a card once printed stays valid). A number set by another system is shown as it is.
import { newLoyaltyCardNumber } from '../../../domain/account/loyalty-card.ts';
import type { Env } from '../../env.ts';
import { readCustomer, updateCurrentCustomer } from './account-customer.ts';

const RANDOM_BYTES = 10;
/** commercetools keeps customer numbers unique: a number drawn twice (1 in 10^10) is drawn again. */
const DRAWS = 3;

export async function loyaltyCardNumber(env: Env, storeKey: string, customerId: string): Promise<string> {
  const customer = await readCustomer(env, storeKey, customerId);
  if (customer.customerNumber) return customer.customerNumber;
  let failure: Error = new Error('customer number not stored');
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const number = newLoyaltyCardNumber(crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)));
    // Two first requests at once: the one that comes second finds the first one's number and keeps it.
    const written = await updateCurrentCustomer(env, storeKey, customerId, (current) =>
      current.customerNumber ? [] : [{ action: 'setCustomerNumber', customerNumber: number }],
    );
    if (written.ok && written.customer.customerNumber) return written.customer.customerNumber;
    // A refused write may be the other first request's number having landed in between (commercetools
    // refuses setting it twice): that number is the card's.
    const stored = (await readCustomer(env, storeKey, customerId)).customerNumber;
    if (stored) return stored;
    if (!written.ok && !written.conflict && written.error.code !== 'DuplicateField') throw written.error;
    failure = written.ok ? failure : written.conflict ? new Error('customer number: changed concurrently twice') : written.error;
  }
  throw failure;
}
