// The extra-guarantee and complementary-products sidebars, each a ModalDialog from the right, rendered
// beside the cart sidebar (in its chunk: they are opened from its lines, cart-line-offers.tsx): focus stays inside, Escape and the backdrop close it. Both lead back to
// the cart sidebar they were opened from, and close when it opens. The guarantee sidebar offers what the domain allows for the
// line (guaranteeOffers: not added yet, not virtual, not excluded, not on the payment page); once one is
// added it goes back to the cart, where the guarantee now shows under its product.
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { hasGuarantee } from '../../domain/cart/guarantee.ts';
import { GuaranteeOffer } from '../cart/guarantee-offer.tsx';
import { useCart } from '../cart/use-cart.ts';
import { useGuarantees } from '../cart/use-guarantees.ts';
import { ModalDialog } from '../components/modal-dialog.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { useT } from '../i18n/i18n.tsx';
import { cartSidebarOpenAtom } from '../state/atoms.ts';
import { complementaryCardsAtom, layoutSidebarAtom, useOnPaymentPage } from './sidebar-state.ts';

function BackToCart({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <button type="button" className="button button--wide" onClick={onBack}>
      {t('sidebar.back')}
    </button>
  );
}

function GuaranteeSidebarBody({ sku, onBack }: { sku: string; onBack: () => void }) {
  const t = useT();
  const { cart } = useCart();
  const guarantees = useGuarantees();
  const line = cart?.lines.find((candidate) => candidate.sku === sku && !candidate.parentSku);
  const added = cart ? hasGuarantee(cart, sku) : false;
  useEffect(() => {
    if (added) onBack();
  }, [added, onBack]);
  if (!cart || !line || !guarantees) return null;
  return (
    <>
      <p>{t('sidebar.guarantee.intro', { name: line.name })}</p>
      <GuaranteeOffer cart={cart} line={line} guarantees={guarantees} />
    </>
  );
}

export function LayoutSidebars() {
  const t = useT();
  const [open, setOpen] = useAtom(layoutSidebarAtom);
  const onPaymentPage = useOnPaymentPage();
  const complementary = useAtomValue(complementaryCardsAtom);
  const [cartOpen, openCart] = useAtom(cartSidebarOpenAtom);
  const close = () => setOpen(null);
  // The cart sidebar opening (a quick add from a complementary card opens it with the new line) takes the
  // shopper back to the cart, as the 'back' button does: the two drawers never stack.
  useEffect(() => {
    if (cartOpen) setOpen(null);
  }, [cartOpen, setOpen]);
  const back = () => {
    setOpen(null);
    openCart(true);
  };
  const guaranteeSku = open?.kind === 'guarantee' && !onPaymentPage ? open.sku : null;
  const complementarySku = open?.kind === 'complementary' ? open.sku : null;
  const cards = complementary && complementary.sku === complementarySku ? complementary.cards : [];
  return (
    <>
      <ModalDialog
        open={guaranteeSku !== null}
        onClose={close}
        title={t('cart.guarantee.title')}
        closeLabel={t('sidebar.close')}
        side="right"
        testId="guarantee-sidebar"
        footer={<BackToCart onBack={back} />}>
        {guaranteeSku && <GuaranteeSidebarBody sku={guaranteeSku} onBack={back} />}
      </ModalDialog>
      <ModalDialog
        open={complementarySku !== null && cards.length > 0}
        onClose={close}
        title={t('product.complementary.title')}
        closeLabel={t('sidebar.close')}
        side="right"
        className="drawer--wide"
        testId="complementary-sidebar"
        footer={<BackToCart onBack={back} />}>
        <ProductGrid cards={[...cards]} />
      </ModalDialog>
    </>
  );
}
