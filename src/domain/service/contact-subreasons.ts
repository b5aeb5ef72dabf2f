// The customer-service form's subreasons per reason (spec part 1 §3 "Contact form") and what each one
// asks for besides the base fields. The spec names some subreasons (discount request, cancellation, change
// order, spare parts request, missing-language manual, invoice request, shipment status, returns) and the
// extras of three; the others are the usual questions of a shop for professional equipment. An extra of a
// subreason is a required field of the form once that subreason is chosen.
import type { ContactFormMode, ContactReason } from './contact-reasons.ts';

/** The extras a subreason may require (spec: product number, invoice number, order number, VAT id, quantity, phone). */
export const CONTACT_EXTRAS = ['productNumber', 'invoiceNumber', 'orderNumber', 'vatId', 'quantity', 'phone'] as const;
export type ContactExtra = (typeof CONTACT_EXTRAS)[number];

/**
 * The subreasons whose form starts with a shortcut panel (spec part 1 §2: returns, invoice request and
 * shipment status "point to the return portal, return policy page and my orders"): most shoppers find
 * the answer there, 'continue' reveals the form for the rest.
 */
export type ContactShortcut = 'returns' | 'invoice-request' | 'shipment-status';

export interface ContactSubreason {
  key: string;
  extras: readonly ContactExtra[];
  shortcut?: ContactShortcut;
}

const ORDER_CHANGE: readonly ContactExtra[] = ['productNumber', 'invoiceNumber', 'orderNumber'];

export const CONTACT_SUBREASONS: Readonly<Record<ContactReason, readonly ContactSubreason[]>> = {
  consulting: [
    { key: 'product-advice', extras: [] },
    { key: 'technical-question', extras: ['productNumber'] },
    { key: 'availability', extras: ['productNumber'] },
  ],
  payment: [
    { key: 'payment-methods', extras: [] },
    { key: 'payment-failed', extras: ['orderNumber'] },
    { key: 'refund', extras: ['orderNumber'] },
  ],
  sales: [
    { key: 'discount-request', extras: ['productNumber', 'vatId', 'quantity', 'phone'] },
    { key: 'spare-parts-request', extras: ['productNumber'] },
    { key: 'volume-purchase', extras: ['productNumber', 'quantity', 'phone'] },
  ],
  order: [
    { key: 'cancellation', extras: ORDER_CHANGE },
    { key: 'change-order', extras: ORDER_CHANGE },
    { key: 'order-confirmation', extras: ['orderNumber'] },
  ],
  shipment: [
    { key: 'shipment-status', extras: ['orderNumber'], shortcut: 'shipment-status' },
    { key: 'damaged-delivery', extras: ['orderNumber', 'productNumber', 'phone'] },
    { key: 'delivery-address', extras: ['orderNumber'] },
  ],
  invoice: [
    { key: 'invoice-request', extras: ['orderNumber'], shortcut: 'invoice-request' },
    { key: 'invoice-correction', extras: ['invoiceNumber'] },
    { key: 'company-details', extras: ['invoiceNumber', 'vatId'] },
  ],
  'product-claim': [
    { key: 'defective-product', extras: ['productNumber', 'orderNumber', 'phone'] },
    { key: 'missing-parts', extras: ['productNumber', 'orderNumber'] },
    { key: 'missing-language-manual', extras: ['productNumber'] },
  ],
  returns: [
    { key: 'returns', extras: ['orderNumber'], shortcut: 'returns' },
    { key: 'return-status', extras: ['orderNumber'] },
  ],
  account: [
    { key: 'sign-in-problem', extras: [] },
    { key: 'account-details', extras: [] },
    { key: 'delete-account', extras: [] },
  ],
  'shop-issue': [
    { key: 'website-error', extras: [] },
    { key: 'checkout-problem', extras: [] },
    { key: 'wrong-product-information', extras: ['productNumber'] },
  ],
  other: [
    { key: 'feedback', extras: [] },
    { key: 'cooperation', extras: ['phone'] },
    { key: 'other-question', extras: [] },
  ],
};

export const subreasonOf = (reason: ContactReason, key: string): ContactSubreason | undefined =>
  CONTACT_SUBREASONS[reason].find((subreason) => subreason.key === key);

/** What each prefilled mode of the product page chooses (spec part 1 §4 "Service form"). */
export const CONTACT_MODE_PRESETS: Readonly<Record<ContactFormMode, { reason: ContactReason; subreason: string }>> = {
  manual: { reason: 'product-claim', subreason: 'missing-language-manual' },
  quote: { reason: 'sales', subreason: 'discount-request' },
  'spare-parts': { reason: 'sales', subreason: 'spare-parts-request' },
};
