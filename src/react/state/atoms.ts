// Browser state shared across the frame. Atoms are definitions only; values live in the per-render
// store created in <App>, never in a module-level default store.
import { atom } from 'jotai';

/** Item count of the shopper's cart, shown in the header badge (derived from the live cart). */
export { cartItemCountAtom } from '../cart/cart-atoms.ts';

/** The cart sidebar (spec part 1 §3 "Client state: cart sidebar flag"); closes on every route change. */
export const cartSidebarOpenAtom = atom(false);

/** A message shown over the page (spec part 2 §8, e.g. id `cart-adding-problem`). */
export interface Notification {
  /** A second notification with the same id replaces the first. */
  id: string;
  message: string;
  kind: 'error' | 'info';
  /** Dismissed on its own after this long; null keeps it until the shopper dismisses it. */
  timeoutMs: number | null;
  /**
   * Which showing this is (counts up with every notify): a replacement is a new showing, so it gets a timer
   * of its own and the live region announces it again, even with the same id and message.
   */
  showing: number;
}

export const notificationsAtom = atom<readonly Notification[]>([]);
