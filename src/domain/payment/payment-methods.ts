// The payment method identifiers and their kinds (spec part 1 §3 "Payment identifiers": kinds COD, bank
// transfer, card integration). Card-integration methods go through Adyen and carry Adyen's `type` as their id;
// cash on delivery and bank transfer are the shop's own. Every other module names methods through this list.

export const CARD_INTEGRATION_METHODS = [
  'scheme',
  'paypal',
  'klarna_account',
  'ratepay',
  'onlineBanking_PL',
  'ideal',
  'klarna',
  'klarna_b2b',
  'applepay',
  'googlepay',
  'multibanco',
  'twint',
  'mobilepay',
] as const;
export type CardIntegrationMethodId = (typeof CARD_INTEGRATION_METHODS)[number];

export const OWN_METHODS = ['cod', 'bank-transfer'] as const;
export type OwnMethodId = (typeof OWN_METHODS)[number];

export const PAYMENT_METHOD_IDS = [...CARD_INTEGRATION_METHODS, ...OWN_METHODS] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export type PaymentKind = 'card-integration' | 'cod' | 'bank-transfer';

const CARD_INTEGRATION_SET: ReadonlySet<string> = new Set(CARD_INTEGRATION_METHODS);

export function isCardIntegrationMethod(id: string): id is CardIntegrationMethodId {
  return CARD_INTEGRATION_SET.has(id);
}

export function isPaymentMethodId(id: string): id is PaymentMethodId {
  return isCardIntegrationMethod(id) || id === 'cod' || id === 'bank-transfer';
}

export function kindOf(id: PaymentMethodId): PaymentKind {
  if (id === 'cod') return 'cod';
  if (id === 'bank-transfer') return 'bank-transfer';
  return 'card-integration';
}
