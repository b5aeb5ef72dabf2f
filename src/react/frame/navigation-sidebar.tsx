// The navigation sidebar (spec part 1 §2 "menu button opens the full navigation", §4 "menu closes on
// search-bar click, logo click, account click, language switch, contact open"): a left drawer with the whole
// category tree, drilled into one first-level category at a time (its slug is the client state of §3), the
// sale link, customer service, my account and the language switch. The drawer is modal (the page behind is
// inert), so the triggers the spec names sit in the drawer itself: its logo, its search field (which hands
// over to the header's search), its account link, its language links and its customer-service button each
// close it. Escape, the backdrop, the close button and following any link close it too.
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { SALE_QUERY } from '../../domain/routes/listing-links.ts';
import type { AlternateLink } from '../../domain/seo/alternates.ts';
import { ModalDialog } from '../components/modal-dialog.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import { useOpenContactForm } from '../service/contact-form-state.ts';
import { LanguageSelector } from './language-selector.tsx';
import { navigationCategoryAtom, navigationOpenAtom } from './navigation-state.ts';
import { hasSignedInCookie } from './signed-in-cookie.ts';

/** The header's search field, focused once the drawer has closed (the dialog hands focus back first). */
function focusHeaderSearch() {
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>('.header .search__input')?.focus());
}

function Subtree({ nodes, onNavigate }: { nodes: CategoryNode[]; onNavigate: () => void }) {
  const link = useLink();
  return (
    <ul role="list" className="navigation__subtree">
      {nodes.map((node) => (
        <li key={node.key}>
          <a className="navigation__link" href={link({ name: 'category', slug: node.slug })} onClick={onNavigate}>
            {node.name}
          </a>
          {node.children.length > 0 && <Subtree nodes={node.children} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

/** `returnTo`: the category just left with 'Back', whose button gets the focus again. */
function FirstLevel({ categories, returnTo, onNavigate }: { categories: CategoryNode[]; returnTo: string | null; onNavigate: () => void }) {
  const t = useT();
  const link = useLink();
  const setDrilled = useSetAtom(navigationCategoryAtom);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (returnTo !== null) list.current?.querySelector<HTMLElement>(`[data-slug="${CSS.escape(returnTo)}"]`)?.focus();
  }, [returnTo]);
  return (
    <ul ref={list} role="list" className="navigation__list">
      {categories.map((category) => (
        <li key={category.key}>
          {category.children.length > 0 ? (
            <button type="button" className="navigation__item" data-slug={category.slug} onClick={() => setDrilled(category.slug)}>
              {category.name}
              <span aria-hidden="true">›</span>
            </button>
          ) : (
            <a className="navigation__item" href={link({ name: 'category', slug: category.slug })} onClick={onNavigate}>
              {category.name}
            </a>
          )}
        </li>
      ))}
      <li>
        <a className="navigation__item navigation__sale" href={link({ name: 'search' }, SALE_QUERY)} onClick={onNavigate}>
          {t('nav.sale')}
        </a>
      </li>
    </ul>
  );
}

/** One first-level category's subtree; `onBack` returns to the first level. The focus moves to 'Back'. */
function Drilled({ category, onBack, onNavigate }: { category: CategoryNode; onBack: () => void; onNavigate: () => void }) {
  const t = useT();
  const link = useLink();
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="navigation__drilled">
      <button ref={back} type="button" className="navigation__back" onClick={onBack}>
        <span aria-hidden="true">‹</span> {t('nav.back')}
      </button>
      <a className="navigation__item navigation__all" href={link({ name: 'category', slug: category.slug })} onClick={onNavigate}>
        {t('nav.allIn', { category: category.name })}
      </a>
      <Subtree nodes={category.children} onNavigate={onNavigate} />
    </div>
  );
}

export function NavigationSidebar({ categories, alternates }: { categories: CategoryNode[]; alternates: readonly AlternateLink[] }) {
  const t = useT();
  const link = useLink();
  const market = useMarket();
  const [open, setOpen] = useAtom(navigationOpenAtom);
  const [drilledSlug, setDrilled] = useAtom(navigationCategoryAtom);
  const openContactForm = useOpenContactForm();
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const close = () => setOpen(false);
  const drilled = drilledSlug === null ? undefined : categories.find((category) => category.slug === drilledSlug);
  return (
    <ModalDialog
      open={open}
      onClose={() => {
        close();
        setDrilled(null);
        setReturnTo(null);
      }}
      side="left"
      className="navigation"
      testId="navigation"
      title={t('header.menu')}
      closeLabel={t('nav.close')}>
      <div className="navigation__top">
        <a className="navigation__logo" href={link({ name: 'home' })} onClick={close}>
          {t('shop.name')}
        </a>
        <button
          type="button"
          className="navigation__search"
          onClick={() => {
            close();
            focusHeaderSearch();
          }}>
          {t('header.search.placeholder')}
        </button>
      </div>
      <nav aria-label={t('nav.categories')}>
        {drilled ? (
          <Drilled
            category={drilled}
            onNavigate={close}
            onBack={() => {
              setReturnTo(drilled.slug);
              setDrilled(null);
            }}
          />
        ) : (
          <FirstLevel categories={categories} returnTo={returnTo} onNavigate={close} />
        )}
      </nav>
      <ul role="list" className="navigation__service">
        <li>
          <button
            type="button"
            className="navigation__item"
            onClick={() => {
              close();
              openContactForm();
            }}>
            {t('nav.customerService')}
          </button>
        </li>
        <li>
          {/* Guests go to sign-in: the account area's guard sends them home. The sidebar renders in the browser only. */}
          <a className="navigation__item" href={link({ name: hasSignedInCookie(document.cookie) ? 'myAccount' : 'login' })} onClick={close}>
            {t('header.account')}
          </a>
        </li>
      </ul>
      {market.country.languages.length > 1 && <LanguageSelector alternates={alternates} onSwitch={close} />}
    </ModalDialog>
  );
}
