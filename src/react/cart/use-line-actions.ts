// What the shopper can do to a cart line (sidebar and cart page): change its quantity (0 removes it)
// and remove it. Failures show a notification with the server's message; removals are tracked.
import { useCallback } from 'react';
import type { CartAction } from '../../domain/cart/actions.ts';
import type { CartLine } from '../../domain/cart/types.ts';
import { trackLater } from '../analytics/track-later.ts';
import { CART_UPDATE_PROBLEM_ID, useNotify } from '../components/notify.ts';
import { useT } from '../i18n/i18n.tsx';
import { useCart } from './use-cart.ts';

export interface LineActions {
  setQuantity: (line: CartLine, index: number, quantity: number) => void;
  remove: (line: CartLine, index: number) => void;
  /** Sends any other burst (coupon, guarantee) with the same failure handling; resolves to success. */
  send: (actions: readonly CartAction[]) => Promise<boolean>;
}

export function useLineActions(): LineActions {
  const t = useT();
  const notify = useNotify();
  const { state, dispatch } = useCart();
  const stock = state?.stock ?? {};

  const send = useCallback(
    async (actions: readonly CartAction[]) => {
      const result = await dispatch(actions);
      if (!result.ok) notify({ id: CART_UPDATE_PROBLEM_ID, message: result.message ?? t('cart.updateProblem') });
      return result.ok;
    },
    [dispatch, notify, t],
  );

  const setQuantity = useCallback(
    (line: CartLine, index: number, quantity: number) => {
      void send([{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity }]).then((ok) => {
        if (ok && quantity < line.quantity) {
          void trackLater(({ lineItem, track }) => track('remove_from_cart', [lineItem(line, index, stock, line.quantity - quantity)]));
        }
      });
    },
    [send, stock],
  );

  const remove = useCallback(
    (line: CartLine, index: number) => {
      void send([{ action: 'removeLineItem', lineItemId: line.id }]).then((ok) => {
        if (ok) void trackLater(({ lineItem, track }) => track('remove_from_cart', [lineItem(line, index, stock)]));
      });
    },
    [send, stock],
  );

  return { setQuantity, remove, send };
}
