// The account pages' data (PageServices.accountProfile, accountConsents, loyaltyCard): always the signed-in
// customer's own, read for this request only (the pages are noStore); null without a session.
import type { Context } from 'hono';
import type { Consents } from '../../domain/account/consents.ts';
import type { CustomerProfile } from '../../domain/account/customer.ts';
import type { LoyaltyCard } from '../../react/pages/page-services.ts';
import type { Env } from '../env.ts';
import { readConsents } from '../services/commerce/customer-consents.ts';
import { readProfile } from '../services/commerce/customer-profile.ts';
import { loyaltyCardNumber } from '../services/commerce/loyalty-card-number.ts';
import { currentSession } from '../session/session.ts';
import { loyaltyCodeImage } from './loyalty-code.ts';

type AccountContext = Context<{ Bindings: Env }>;

export async function accountProfile(c: AccountContext): Promise<CustomerProfile | null> {
  const session = await currentSession(c);
  return session ? readProfile(c.env, c.get('market').storeKey, session.customerId) : null;
}

export async function accountConsents(c: AccountContext): Promise<Consents | null> {
  const session = await currentSession(c);
  return session ? readConsents(c.env, c.get('market').storeKey, session.customerId) : null;
}

export async function loyaltyCard(c: AccountContext): Promise<LoyaltyCard | null> {
  const session = await currentSession(c);
  if (!session) return null;
  const cardNumber = await loyaltyCardNumber(c.env, c.get('market').storeKey, session.customerId);
  return { cardNumber, code: loyaltyCodeImage(cardNumber) };
}
