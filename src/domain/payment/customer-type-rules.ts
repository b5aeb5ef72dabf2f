// Company and private buyers (spec part 1 §5: "Company buyers lose some methods; private buyers lose the
// business invoice method (Billie)").
import type { CustomerType } from '../checkout/customer-type.ts';
import type { CardIntegrationMethodId } from './payment-methods.ts';

/** Klarna's B2B invoice (Billie) checks a company; a private buyer cannot use it. */
const BUSINESS_ONLY: readonly CardIntegrationMethodId[] = ['klarna_b2b'];

/**
 * Decision: the consumer buy-now-pay-later methods — Klarna's pay later (`klarna`) and pay over time
 * (`klarna_account`), and Ratepay's invoice (`ratepay`). Their terms are consumer credit: they check a
 * person, and the invoice goes to a person, not to a company with its VAT ID. A company pays by Billie
 * instead; cards, wallets, PayPal and bank methods stay, as they work for either.
 */
const CONSUMER_ONLY: readonly CardIntegrationMethodId[] = ['klarna', 'klarna_account', 'ratepay'];

export function allowedForCustomerType(method: CardIntegrationMethodId, customerType: CustomerType): boolean {
  return !(customerType === 'company' ? CONSUMER_ONLY : BUSINESS_ONLY).includes(method);
}
