// Which payment methods a cart may use (spec part 1 §5, part 2 §9): the methods Adyen offers for the
// country, currency and amount, less those the buyer's type rules out and Google Pay unless its flag is
// set; then bank transfer and cash on delivery by the shop's own rules. Cash and bank transfer that the
// country offers but this cart cannot use are returned with the reason, so the page can say why.
import type { CustomerType } from '../checkout/customer-type.ts';
import type { CountryCode, CurrencyCode } from '../markets/countries.ts';
import type { Money } from '../money/money.ts';
import { bankTransferOffered, bankTransferRefusal } from './bank-transfer-rules.ts';
import { codFeeFor } from './cod-fee.ts';
import { type CodRefusal, codRefusal } from './cod-rules.ts';
import { allowedForCustomerType } from './customer-type-rules.ts';
import type { PaymentCartFacts } from './payment-cart-facts.ts';
import { type CardIntegrationMethodId, kindOf, type OwnMethodId, type PaymentKind, type PaymentMethodId } from './payment-methods.ts';

export interface PaymentEligibilityInput {
  country: CountryCode;
  currency: CurrencyCode;
  customerType: CustomerType;
  cart: PaymentCartFacts;
  /** The methods Adyen's `/paymentMethods` offers for this country, currency and amount, in its order. */
  adyenMethods: readonly CardIntegrationMethodId[];
  /** The Google Pay switch (spec part 1 §5 "Google Pay only when a flag is set"). */
  googlePayEnabled: boolean;
}

export interface OfferedMethod {
  id: PaymentMethodId;
  kind: PaymentKind;
  /** What choosing the method adds to the order (cash on delivery). */
  fee?: Money;
}

export type UnavailableReason = CodRefusal;

export interface UnavailableMethod {
  id: OwnMethodId;
  reason: UnavailableReason;
}

export interface PaymentEligibility {
  methods: OfferedMethod[];
  unavailable: UnavailableMethod[];
}

function cardIntegrationMethods(input: PaymentEligibilityInput): OfferedMethod[] {
  const allowed = input.adyenMethods.filter(
    (id, index, all) => all.indexOf(id) === index && allowedForCustomerType(id, input.customerType) && (id !== 'googlepay' || input.googlePayEnabled),
  );
  return allowed.map((id) => ({ id, kind: kindOf(id) }));
}

export function eligiblePaymentMethods(input: PaymentEligibilityInput): PaymentEligibility {
  const methods = cardIntegrationMethods(input);
  const unavailable: UnavailableMethod[] = [];

  if (bankTransferOffered(input.country)) {
    const refusal = bankTransferRefusal(input.cart);
    if (refusal) unavailable.push({ id: 'bank-transfer', reason: refusal });
    else methods.push({ id: 'bank-transfer', kind: 'bank-transfer' });
  }

  const refusal = codRefusal(input.country, input.cart);
  if (refusal) unavailable.push({ id: 'cod', reason: refusal });
  else methods.push({ id: 'cod', kind: 'cod', fee: codFeeFor(input.currency) });

  return { methods, unavailable };
}
