// State of the layout's sidebars (spec part 1 §2 "Other widgets: sidebars (complementary products, extra
// guarantee …)", §3 "Client state: extra-guarantee products"). Definitions only; values live in <App>'s store.
import { atom } from 'jotai';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import { useLink } from '../market-context.tsx';

/** The open sidebar and the cart line's product it is about; null when none is open. */
export const layoutSidebarAtom = atom<{ kind: 'guarantee' | 'complementary'; sku: string } | null>(null);

/** Complementary products of the product page's product, once they have streamed in. */
export const complementaryCardsAtom = atom<{ sku: string; cards: readonly ProductCard[] } | null>(null);

/**
 * Spec: no extra guarantee is offered on the payment page (the order total must not change there). The
 * sidebars are only ever rendered in the browser (after the shopper opens the cart), so the address says.
 */
export function useOnPaymentPage(): boolean {
  const link = useLink();
  return typeof location !== 'undefined' && location.pathname === link({ name: 'payment' });
}
