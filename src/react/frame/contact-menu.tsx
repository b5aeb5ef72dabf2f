// The header's contact dropdown (spec part 1 §2, desktop only: phones reach the contact form through the
// menu and the footer). A native disclosure (<details>): the browser keeps and announces its open state, so
// the start-up script holds no more than this; the panel's content (reasons, phone, opening hours, closing on
// Escape and outside clicks) is a chunk loaded on intent (pointer, focus, opening).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { MarketContact } from '../../domain/content/frame.ts';
import { useT } from '../i18n/i18n.tsx';

const ContactMenuPanel = lazy(() => import('./contact-menu-panel.tsx').then((module) => ({ default: module.ContactMenuPanel })));

export function ContactMenu({ contact }: { contact: MarketContact | null }) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const want = () => setWanted(true);
  // Opened before hydration (a native <details> works without script): load the content now.
  useEffect(() => {
    if (root.current?.open) setWanted(true);
  }, []);
  return (
    <details ref={root} className="contact-menu" onToggle={want} onPointerEnter={want} onFocus={want}>
      <summary className="header__action">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <span className="header__action-label">{t('header.contact')}</span>
      </summary>
      <div className="contact-menu__panel">
        {wanted && (
          <Suspense fallback={null}>
            <ContactMenuPanel contact={contact} root={root} />
          </Suspense>
        )}
      </div>
    </details>
  );
}
