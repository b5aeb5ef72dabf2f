// Which card-integration methods are paid on Adyen's Hosted Checkout page (a `/sessions` session in mode
// hosted) instead of a `/payments` call. Adyen charges a card only with its (encrypted) card fields and
// Apple Pay / Google Pay only with the wallet's token; our pages ship no payment SDK to collect them, so
// the shopper enters them on Adyen's page. Every other method is a redirect (or a voucher) that `/payments`
// starts from its type alone.
import type { CardIntegrationMethodId } from './payment-methods.ts';

export const HOSTED_CHECKOUT_METHODS = ['scheme', 'applepay', 'googlepay'] as const satisfies readonly CardIntegrationMethodId[];

const HOSTED: ReadonlySet<CardIntegrationMethodId> = new Set(HOSTED_CHECKOUT_METHODS);

export const paidOnHostedCheckout = (method: CardIntegrationMethodId): boolean => HOSTED.has(method);
