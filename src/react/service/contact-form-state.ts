// Whether the customer-service form is open and with what it starts. Every opener (header dropdown,
// footer button, product page, content pages, the query parameter) sets this atom; the form itself is a
// chunk loaded only when it opens (contact-form-slot.tsx).
import { atom, useSetAtom } from 'jotai';
import type { ContactFormMode, ContactReason } from '../../domain/service/contact-reasons.ts';

export interface ContactFormPreset {
  reason?: ContactReason;
  subreason?: string;
  mode?: ContactFormMode;
  /** The product's number (SKU) in the prefilled modes. */
  productNumber?: string;
}

/** null while closed. */
export const contactFormAtom = atom<ContactFormPreset | null>(null);

export function useOpenContactForm(): (preset?: ContactFormPreset) => void {
  const set = useSetAtom(contactFormAtom);
  return (preset = {}) => set(preset);
}
