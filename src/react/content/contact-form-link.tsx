// A link that opens the customer-service form in place (reason preselected when given). Its address is
// the form's query parameter, so without script, or opened in a new tab, the page opens the form itself.
import type { ReactNode } from 'react';
import { CONTACT_FORM_QUERY, type ContactReason } from '../../domain/service/contact-reasons.ts';
import { useOpenContactForm } from '../service/contact-form-state.ts';

export function ContactFormLink({ reason, className, children }: { reason?: ContactReason; className?: string; children: ReactNode }) {
  const openContactForm = useOpenContactForm();
  return (
    <a
      className={className}
      href={reason ? `?${CONTACT_FORM_QUERY}=${reason}` : `?${CONTACT_FORM_QUERY}`}
      onClick={(event) => {
        // A click meant for a new tab or window follows the address.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openContactForm(reason ? { reason } : {});
      }}>
      {children}
    </a>
  );
}
