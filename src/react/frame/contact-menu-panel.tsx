// The contact dropdown's content (loaded on intent by contact-menu.tsx): preselected reasons that open the
// customer-service form, then the market's phone number and opening hours where its content has them.
// While open, Escape closes it and returns the focus to its button; a click or focus outside closes it.
import { type RefObject, useEffect } from 'react';
import type { MarketContact } from '../../domain/content/frame.ts';
import type { ContactReason } from '../../domain/service/contact-reasons.ts';
import { useT } from '../i18n/i18n.tsx';
import { useOpenContactForm } from '../service/contact-form-state.ts';

/** The reasons shoppers most often write about, each opening the form with it chosen. */
const PRESELECTED: readonly ContactReason[] = ['order', 'shipment', 'returns', 'sales'];

export function ContactMenuPanel({ contact, root }: { contact: MarketContact | null; root: RefObject<HTMLDetailsElement | null> }) {
  const t = useT();
  const openContactForm = useOpenContactForm();
  useEffect(() => {
    const details = root.current;
    if (!details) return undefined;
    const close = () => {
      details.open = false;
    };
    const outside = (event: Event) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      close();
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [root]);
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
