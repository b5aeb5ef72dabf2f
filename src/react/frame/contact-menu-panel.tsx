// The contact dropdown's content (loaded on intent by contact-menu.tsx): preselected reasons that open the
// customer-service form, then the market's phone number and opening hours where its content has them.
// While open, Escape closes it and returns the focus to its button; a click or focus outside closes it.
import type { RefObject } from 'react';
import type { MarketContact } from '../../domain/content/frame.ts';
import type { ContactReason } from '../../domain/service/contact-reasons.ts';
import { useDismiss } from '../components/use-dismiss.ts';
import { useT } from '../i18n/i18n.tsx';
import { useOpenContactForm } from '../service/contact-form-state.ts';

/** The reasons shoppers most often write about, each opening the form with it chosen. */
const PRESELECTED: readonly ContactReason[] = ['order', 'shipment', 'returns', 'sales'];

export function ContactMenuPanel({ contact, root }: { contact: MarketContact | null; root: RefObject<HTMLDetailsElement | null> }) {
  const t = useT();
  const openContactForm = useOpenContactForm();
  useDismiss(root, true, (by) => {
    const details = root.current;
    if (!details?.open) return;
    details.open = false;
    if (by === 'escape') details.querySelector('summary')?.focus();
  });
  return (
    <>
      <p className="contact-menu__title">{t('header.contact.title')}</p>
      <ul role="list" className="contact-menu__reasons">
        {PRESELECTED.map((reason) => (
          <li key={reason}>
            <button
              type="button"
              onClick={() => {
                if (root.current) root.current.open = false;
                openContactForm({ reason });
              }}>
              {t(`header.contact.reason.${reason}`)}
            </button>
          </li>
        ))}
      </ul>
      {contact?.phone && (
        <p className="contact-menu__phone">{contact.phoneHref ? <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a> : contact.phone}</p>
      )}
      {contact?.openingHours && <p className="contact-menu__hours">{contact.openingHours}</p>}
    </>
  );
}
