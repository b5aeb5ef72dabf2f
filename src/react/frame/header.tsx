import { useAtomValue, useSetAtom } from 'jotai';
import { useCartSidebarIntent } from '../cart/cart-sidebar-slot.tsx';
import { useFormatNumber, useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import type { AppData } from '../page-data.ts';
import { cartItemCountAtom, cartSidebarOpenAtom } from '../state/atoms.ts';
import { initialQueryOf } from '../search/quick-search/initial-query.ts';
import { idleIsland } from '../components/idle-island.tsx';

// What waits for the shopper's hand hydrates once the browser is idle (idle-island.tsx); the cart icon,
// whose badge follows the live cart, hydrates at start.
const NavigationButton = idleIsland(() => import('./navigation-button.tsx').then((module) => module.NavigationButton));
const SearchBox = idleIsland(() => import('./search-box.tsx').then((module) => module.SearchBox));
const LanguageSelector = idleIsland(() => import('./language-selector.tsx').then((module) => module.LanguageSelector));
const ContactMenu = idleIsland(() => import('./contact-menu.tsx').then((module) => module.ContactMenu));
const AccountEntry = idleIsland(() => import('./account-entry.tsx').then((module) => module.AccountEntry));

/** Above this the badge says '999+': a longer number would crowd the header. */
const MAX_BADGE = 999;

function CartIcon() {
  const t = useT();
  const formatNumber = useFormatNumber();
  const link = useLink();
  const count = useAtomValue(cartItemCountAtom);
  const openSidebar = useSetAtom(cartSidebarOpenAtom);
  const intent = useCartSidebarIntent();
  // A link to the cart page without script; with it, the cart sidebar (empty: 'Your cart is empty').
  return (
    <a
      className="header__action header__cart"
      href={link({ name: 'cart' })}
      aria-haspopup="dialog"
      {...intent}
      aria-label={count > 0 ? t('header.cart.items', { count }) : t('header.cart')}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openSidebar(true);
      }}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span className="header__action-label">{t('header.cart')}</span>
      {count > 0 && (
        <span className="badge" data-testid="cart-count">
          {count > MAX_BADGE ? `${formatNumber(MAX_BADGE)}+` : formatNumber(count)}
        </span>
      )}
    </a>
  );
}

/**
 * From the page's data: the cart icon is hidden on the thank-you page and the menu button on the login page
 * (spec part 1 §2); on the search page the field starts with the query (`path`); the contact dropdown shows
 * the market's contact, and the language switch leads to the same page in the other language (`seo.alternates`).
 */
export function Header({ data }: { data: AppData }) {
  const { page, path, seo } = data;
  const t = useT();
  const link = useLink();
  const market = useMarket();
  return (
    <header className="header">
      <div className="header__inner">
        {page.kind !== 'login' && <NavigationButton categories={data.categories} alternates={seo.alternates} />}
        <a className="logo" href={link({ name: 'home' })} aria-label={`${t('shop.name')} – ${t('breadcrumb.home')}`}>
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
            <rect width="32" height="32" rx="8" fill="#f26b1d" />
            <path d="M9 9h13v3.2h-9v2.4h8v3h-8v2.6h9.2V23H9z" fill="#fff" />
          </svg>
          <span className="logo__text">{t('shop.name')}</span>
        </a>
        <SearchBox initialQuery={initialQueryOf(path, link({ name: 'search' }))} />
        <div className="header__actions">
          {market.country.languages.length > 1 && <LanguageSelector alternates={seo.alternates} />}
          <ContactMenu contact={data.frame.contact} />
          <AccountEntry />
          {page.kind !== 'thank-you' && <CartIcon />}
        </div>
      </div>
    </header>
  );
}
