// The cart sidebar (spec part 1 §2 "Shared page frame", §4): a modal drawer opened from the header's
// cart icon and after adding a product; closes on Escape, its close button, a click beside it and on
// every page change (see <CartLive>). Lists the lines, the subtotal and the way to the cart page — where
// checkout is closed, the way to order by contacting customer service instead.
import { useAtom } from 'jotai';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { formatMoney } from '../../domain/money/format-money.ts';
import { lineItem, track } from '../analytics/data-layer.ts';
import { useT } from '../i18n/i18n.tsx';
import { CartLineOffers } from '../layout/cart-line-offers.tsx';
import { LayoutSidebars } from '../layout/layout-sidebars.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import { cartSidebarOpenAtom } from '../state/atoms.ts';
import { CartLines } from './cart-lines.tsx';
import { useCart } from './use-cart.ts';

export function CartSidebar({ closedNotice }: { closedNotice: ReactNode }) {
  const t = useT();
  const link = useLink();
  const { locale } = useMarket();
  const titleId = useId();
  const [open, setOpen] = useAtom(cartSidebarOpenAtom);
  const { state, cart, loaded } = useCart();
  const dialog = useRef<HTMLDialogElement>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      const current = stateRef.current;
      if (current?.cart)
        track(
          'view_cart',
          current.cart.lines.map((line, index) => lineItem(line, index, current.stock)),
        );
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // Closed, the drawer keeps only its shell: nothing to re-render on every cart update.
  const lines = open ? (cart?.lines ?? []) : [];
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the drawer; the keyboard has Escape (the dialog's own cancel, then onClose) and the close button */}
      <dialog
        ref={dialog}
        className="drawer"
        aria-labelledby={titleId}
        data-testid="cart-sidebar"
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === event.currentTarget && setOpen(false)}>
        <div className="drawer__panel">
          <div className="drawer__header">
            <h2 id={titleId} className="drawer__title">
              {t('cart.title')}
            </h2>
            <button type="button" className="drawer__close" onClick={() => setOpen(false)} aria-label={t('cart.close')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="drawer__body">
            {open && !loaded && (
              <p className="loading" role="status">
                {t('loading')}
              </p>
            )}
            {open && loaded && (!cart || lines.length === 0) && (closedNotice ?? <p className="cart-empty">{t('cart.empty')}</p>)}
            {cart && lines.length > 0 && (
              <CartLines cart={cart} stock={state?.stock ?? {}} extra={(group) => <CartLineOffers cart={cart} line={group.line} />} />
            )}
          </div>
          {cart && lines.length > 0 && (
            <div className="drawer__footer">
              <p className="drawer__subtotal">
                <span>{t('cart.subtotal')}</span>
                <strong data-testid="sidebar-subtotal">{formatMoney(cart.totals.subtotal, locale)}</strong>
              </p>
              {closedNotice ?? (
                <a className="button button--primary button--wide" href={link({ name: 'cart' })}>
                  {t('cart.toCart')}
                </a>
              )}
            </div>
          )}
        </div>
      </dialog>
      {/* The extra-guarantee and complementary-products sidebars its lines open (siblings: never inside this dialog). */}
      <LayoutSidebars />
    </>
  );
}
