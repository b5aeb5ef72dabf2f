// The saved addresses of the account pages' loader (/my-account/shipping-details, /billing-details): the
// signed-in customer's, read in the market's store; null without a session (the route guard has sent
// such a visitor to sign in already, so that is a session that ended in between).
import type { Context } from 'hono';
import type { AddressBook } from '../../domain/account/saved-address.ts';
import type { Env } from '../env.ts';
import { addressBook } from '../services/commerce/customer-addresses.ts';
import { currentSession } from '../session/session.ts';

export async function signedInAddressBook(c: Context<{ Bindings: Env }>): Promise<AddressBook | null> {
  const session = await currentSession(c);
  if (!session) return null;
  return addressBook({ env: c.env, storeKey: c.get('market').storeKey, customerId: session.customerId });
}
