// Under a product line of the cart sidebar, right after an add: 'Extend the guarantee' when the domain
// offers one for the line (not on the payment page), and 'Goes well with it' when the product page has
// complementary products for it. Each opens its sidebar in place of the cart sidebar, which the sidebar's
// 'Back to the cart' reopens.
import { useAtomValue, useSetAtom } from 'jotai';
import { guaranteeOffers } from '../../domain/cart/guarantee.ts';
import type { Cart, CartLine } from '../../domain/cart/types.ts';
import { useGuarantees } from '../cart/use-guarantees.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { cartSidebarOpenAtom } from '../state/atoms.ts';
import { complementaryCardsAtom, layoutSidebarAtom, useOnPaymentPage } from './sidebar-state.ts';

/**
 * As on the cart page (guarantee-offer.tsx): the store's flag is not in the browser's data, and the
 * guarantees endpoint answers no products for a store that does not sell them.
 */
const STORE_SELLS_GUARANTEES = true;

export function CartLineOffers({ cart, line }: { cart: Cart; line: CartLine }) {
  const t = useT();
  const { locale } = useMarket();
  const guarantees = useGuarantees();
  const onPaymentPage = useOnPaymentPage();
  const complementary = useAtomValue(complementaryCardsAtom);
  const setSidebar = useSetAtom(layoutSidebarAtom);
  const setCartOpen = useSetAtom(cartSidebarOpenAtom);
  const guarantee =
    guarantees !== null && guaranteeOffers({ line, cart, guarantees, locale, onPaymentPage, storeEnabled: STORE_SELLS_GUARANTEES }).length > 0;
  const matching = complementary !== null && complementary.sku === line.sku && complementary.cards.length > 0;
  if (!guarantee && !matching) return null;

  const open = (kind: 'guarantee' | 'complementary') => {
    setCartOpen(false);
    // The next sidebar opens once the cart's dialog has closed: a modal opened while another closes
    // would see its focus handed back to the page behind it.
    setTimeout(() => setSidebar({ kind, sku: line.sku }), 0);
  };
  return (
    <p className="line-offers">
      {guarantee && (
        <button type="button" className="line-offers__button" data-testid="open-guarantee-sidebar" onClick={() => open('guarantee')}>
          {t('sidebar.guarantee.open')}
        </button>
      )}
      {matching && (
        <button type="button" className="line-offers__button" data-testid="open-complementary-sidebar" onClick={() => open('complementary')}>
          {t('sidebar.complementary.open')}
        </button>
      )}
    </p>
  );
}
