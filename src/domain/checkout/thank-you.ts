// What the thank-you page shows of an order (checkout step 5; spec part 1 §2 thank-you, bank-transfer and
// multibanco widgets, §4 "Thank-you payment status"). The shared shape of issue 14: the order helper fills
// it from commercetools (PageServices.thankYouOrder), the page renders it.
import type { Money } from '../money/money.ts';
import type { PaymentMethodId } from '../payment/payment-methods.ts';

export interface ThankYouOrder {
  orderNumber: string;
  /** The number as the shopper reads it: Czech order numbers without the NS prefix (spec part 2 §9). */
  shownNumber: string;
  /** 'in-progress' while a bank transfer or a Multibanco voucher is still to be paid, else 'paid'. */
  status: 'paid' | 'in-progress';
  email: string;
  total: Money;
  lines: { name: string; quantity: number; totalPrice: Money }[];
  paymentMethod: PaymentMethodId;
  bankTransfer: null | { accountOwner: string; institute: string; iban: string; bic: string; reference: string };
  multibanco: null | { entity: string; reference: string; expiresAt: string };
}
