// The customer-service form's reasons (spec part 1 §3 "Contact form"), in the spec's order; their
// subreasons and required extras are in contact-subreasons.ts, the case's checks in contact-case.ts.

export const CONTACT_REASONS = [
  'consulting',
  'payment',
  'sales',
  'order',
  'shipment',
  'invoice',
  'product-claim',
  'returns',
  'account',
  'shop-issue',
  'other',
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** Prefilled modes opened from a product page (spec part 1 §4 "Service form"); the product number is read-only there. */
export type ContactFormMode = 'manual' | 'quote' | 'spare-parts';

/** The query parameter that opens the form (its value may name a reason); the page removes it once open. */
export const CONTACT_FORM_QUERY = 'contact';

export const isContactReason = (value: unknown): value is ContactReason => (CONTACT_REASONS as readonly unknown[]).includes(value);
