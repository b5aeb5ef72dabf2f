// The header's menu button (spec part 1 §2: hidden on the login page) and, beside it, the navigation
// sidebar: a chunk of its own, rendered (and so loaded) only once the shopper heads for the button
// (pointer, focus) or opens it; on the server and at hydration nothing of it exists. The sidebar is a modal
// dialog in the top layer, so where it sits in the markup does not matter.
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import type { AlternateLink } from '../../domain/seo/alternates.ts';
import { useT } from '../i18n/i18n.tsx';
import { navigationOpenAtom } from './navigation-state.ts';

const NavigationSidebar = lazy(() => import('./navigation-sidebar.tsx').then((module) => ({ default: module.NavigationSidebar })));

export function NavigationButton({ categories, alternates }: { categories: CategoryNode[]; alternates: readonly AlternateLink[] }) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const setOpen = useSetAtom(navigationOpenAtom);
  const want = () => setWanted(true);
  return (
    <>
      {/* No aria-expanded: while the sidebar is open the page behind it is inert. */}
      <button
        type="button"
        className="header__action header__menu"
        aria-haspopup="dialog"
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="header__action-label">{t('header.menu')}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <NavigationSidebar categories={categories} alternates={alternates} />
        </Suspense>
      )}
    </>
  );
}
