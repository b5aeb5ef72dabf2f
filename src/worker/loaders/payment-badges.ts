// The footer's payment-methods block (src/domain/content/frame.ts `paymentMethods`): the methods this
// market offers (src/domain/payment/advertised-methods.ts), named as the footer shows them. Worded here,
// in the worker, so the names travel as page data and not in every page's start-up script.
import type { PaymentBadge } from '../../domain/content/frame.ts';
import type { Market } from '../../domain/markets/market.ts';
import { advertisedPaymentMethods } from '../../domain/payment/advertised-methods.ts';
import type { PaymentMethodId } from '../../domain/payment/payment-methods.ts';
import { messagesFor } from '../../react/i18n/messages.ts';

/** Brand names, the same in every language; the shop's own methods are worded per language. */
const BRANDS: Partial<Record<PaymentMethodId, string>> = {
  scheme: 'Visa · Mastercard',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  klarna: 'Klarna',
  ideal: 'iDEAL',
  twint: 'TWINT',
  multibanco: 'Multibanco',
  onlineBanking_PL: 'Przelewy24',
  mobilepay: 'MobilePay',
};

export function paymentBadges(market: Market): PaymentBadge[] {
  const messages = messagesFor(market.language);
  return advertisedPaymentMethods(market.country.code).map((id) => ({ id, label: BRANDS[id] ?? messages[`payment.method.${id}`] ?? id }));
}
