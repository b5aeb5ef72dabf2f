// Dismissible notifications over the page (spec part 2 §8 "Cart add failure": id cart-adding-problem,
// 3000 ms; §9 "Notification default 3000 ms"). Shown in a live region so screen readers announce them.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useT } from '../i18n/i18n.tsx';
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

function NotificationItem({ notification, onDismiss }: { notification: Notification; onDismiss: (id: string) => void }) {
  const t = useT();
  const { id, timeoutMs } = notification;
  // One timer per showing: the item is keyed by its showing, so a replacement mounts anew and starts its own;
  // re-rendering the same showing leaves the running timer alone.
  useEffect(() => {
    if (timeoutMs === null) return undefined;
    const timer = setTimeout(() => onDismiss(id), timeoutMs);
    return () => clearTimeout(timer);
  }, [id, timeoutMs, onDismiss]);
  return (
    <li className={`notification notification--${notification.kind}`} data-notification-id={id}>
      <p className="notification__message">{notification.message}</p>
      <button type="button" className="notification__dismiss" onClick={() => onDismiss(id)} aria-label={t('notification.dismiss')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

export function Notifications() {
  const notifications = useAtomValue(notificationsAtom);
  const setNotifications = useSetAtom(notificationsAtom);
  const dismiss = useCallback(
    (id: string) => {
      setNotifications((list) => list.filter((item) => item.id !== id));
    },
    [setNotifications],
  );
  return (
    <div className="notifications" role="status" aria-live="polite">
      {notifications.length > 0 && (
        <ul className="notifications__list" role="list">
          {notifications.map((notification) => (
            <NotificationItem key={`${notification.id}:${notification.showing}`} notification={notification} onDismiss={dismiss} />
          ))}
        </ul>
      )}
    </div>
  );
}
