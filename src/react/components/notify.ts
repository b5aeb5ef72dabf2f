// Showing a notification over the page (notifications.tsx draws them): what the product page, the cards'
// quick add, the cart and checkout call. Apart from the notifications' markup, which hydrates after idle
// (app.tsx), so that stays out of the pages' start-up scripts.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { notificationsAtom, type Notification } from '../state/atoms.ts';

export const NOTIFICATION_TIMEOUT_MS = 3000;

/** A product could not be added (spec part 2 §8); the product page's button and the cards' quick add. */
export const CART_ADDING_PROBLEM_ID = 'cart-adding-problem';
/** A cart change could not be written: the tab that made it, and the tabs that showed it pending (cart-live.tsx). */
export const CART_UPDATE_PROBLEM_ID = 'cart-update-problem';

type NotifyInput = Pick<Notification, 'id' | 'message'> & Partial<Pick<Notification, 'kind' | 'timeoutMs'>>;

/** Showings so far in this page (numbers each notification; see Notification.showing). */
let showings = 0;

/** `notify({ id, message })` shows a notification (replacing one with the same id). */
export function useNotify(): (input: NotifyInput) => void {
  const setNotifications = useSetAtom(notificationsAtom);
  return useCallback(
    (input) => {
      showings += 1;
      const notification: Notification = { kind: 'error', timeoutMs: NOTIFICATION_TIMEOUT_MS, ...input, showing: showings };
      setNotifications((list) => [...list.filter((item) => item.id !== input.id), notification]);
    },
    [setNotifications],
  );
}
