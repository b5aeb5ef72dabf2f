// GA4 `begin_checkout` (spec part 1 §4 "Begin-checkout tracking fires once per cart version"): sent when
// the addresses page has the cart, unless this tab already sent it for the same cart and version — the
// version it was sent for is kept in sessionStorage, so a reload does not count the checkout twice.
import { useEffect, useRef } from 'react';
import type { Cart } from '../../domain/cart/types.ts';
import { lineItem, track } from '../analytics/data-layer.ts';

const SENT_KEY = 'begin-checkout-version';

function alreadySent(marker: string): boolean {
  try {
    if (window.sessionStorage.getItem(SENT_KEY) === marker) return true;
    window.sessionStorage.setItem(SENT_KEY, marker);
  } catch (error) {
    console.warn('begin_checkout version not kept: sending the event for this page view', error);
  }
  return false;
}

export function useBeginCheckoutEvent(cart: Cart | null, stock: Readonly<Record<string, number>>): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !cart || cart.lines.length === 0) return;
    sent.current = true;
    if (alreadySent(`${cart.id}:${cart.version}`)) return;
    track(
      'begin_checkout',
      cart.lines.map((line, index) => lineItem(line, index, stock)),
    );
  }, [cart, stock]);
}
