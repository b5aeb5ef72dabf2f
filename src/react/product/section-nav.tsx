// Anchor navigation of a product page (spec part 1 §2 "Other widgets: anchor navigation with active
// section", §3 "Client state: active section"): a sticky bar of plain #anchor links to the page's
// sections, so it works before (and without) script; once hydrated, active-section.ts marks the section
// being read with aria-current.
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n.tsx';

export interface PageSection {
  /** The id of the section's heading (its section is `aria-labelledby` it). */
  id: string;
  label: string;
}

export function SectionNav({ sections }: { sections: readonly PageSection[] }) {
  const t = useT();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./active-section.ts').then(({ watchActiveSection }) => {
      if (!gone && nav.current) stop = watchActiveSection(nav.current);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  if (sections.length < 2) return null;
  return (
    <nav ref={nav} className="section-nav" aria-label={t('product.sections.label')} data-testid="section-nav">
      <ul role="list">
        {sections.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
