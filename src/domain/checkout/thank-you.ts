// What the thank-you page (step 5) shows of an order: its number (Czech numbers without the NS prefix),
// whether it is paid or still in progress (spec part 1 §4: in progress for bank transfer or Multibanco,
// otherwise paid), the lines and total, and the details the shopper pays a bank transfer or a Multibanco
// voucher with.
import type { Money } from '../money/money.ts';
import type { PaymentMethodId } from '../payment/payment-methods.ts';

export interface BankTransferDetails {
  accountOwner: string;
  institute: string;
  iban: string;
  bic: string;
  /** The order number: the shopper's bank transfer names it. */
  reference: string;
}

export interface MultibancoDetails {
  entity: string;
  reference: string;
  expiresAt: string;
}

export interface ThankYouOrder {
  orderNumber: string;
  shownNumber: string;
  status: 'paid' | 'in-progress';
  email: string;
  total: Money;
  lines: { name: string; quantity: number; totalPrice: Money }[];
  paymentMethod: PaymentMethodId;
  bankTransfer: null | BankTransferDetails;
  multibanco: null | MultibancoDetails;
}

/** Spec part 1 §4 "Thank-you payment status": a Multibanco voucher is paid later at an ATM, as a bank transfer is. */
export const thankYouStatus = (paymentMethod: PaymentMethodId, multibanco: MultibancoDetails | null): ThankYouOrder['status'] =>
  paymentMethod === 'bank-transfer' || paymentMethod === 'multibanco' || multibanco !== null ? 'in-progress' : 'paid';
