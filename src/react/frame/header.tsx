import { useAtomValue, useSetAtom } from 'jotai';
import { useCartSidebarIntent } from '../cart/cart-sidebar-slot.tsx';
import { useFormatNumber, useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import { cartItemCountAtom, cartSidebarOpenAtom } from '../state/atoms.ts';
import { AccountEntry } from './account-entry.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { initialQueryOf } from '../search/quick-search/initial-query.ts';
import { SearchBox } from './search-box.tsx';

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
          {formatNumber(count)}
        </span>
      )}
    </a>
  );
}

/**
 * `showCart` is false on the thank-you page (spec part 1 §2: the cart icon is hidden there); `path` is the
 * page's path with its query (AppData.path): on the search page the field starts with the query.
 */
export function Header({ showCart = true, path }: { showCart?: boolean; path?: string }) {
  const t = useT();
  const link = useLink();
  const market = useMarket();
  return (
    <header className="header">
      <div className="header__inner">
        <a className="logo" href={link({ name: 'home' })} aria-label={`${t('shop.name')} – ${t('breadcrumb.home')}`}>
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
            <rect width="32" height="32" rx="8" fill="#f26b1d" />
            <path d="M9 9h13v3.2h-9v2.4h8v3h-8v2.6h9.2V23H9z" fill="#fff" />
          </svg>
          <span className="logo__text">{t('shop.name')}</span>
        </a>
        <SearchBox initialQuery={initialQueryOf(path, link({ name: 'search' }))} />
        <div className="header__actions">
          {market.country.languages.length > 1 && <LanguageSelector />}
          <AccountEntry />
          {showCart && <CartIcon />}
        </div>
      </div>
    </header>
  );
}
