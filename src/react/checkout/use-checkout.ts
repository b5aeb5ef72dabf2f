// The checkout state of the page: loaded after hydration, replaced by the answer of every write, and
// read again whenever the cart's websocket (or another tab) reports a newer cart version or a cleared cart — so totals,
// shipping methods and another tab's stored addresses show here without a reload.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCart } from '../cart/use-cart.ts';
import { useMarket } from '../market-context.tsx';
import { type CheckoutResult, fetchCheckout } from './checkout-client.ts';
import type { CheckoutState } from './checkout-schema.ts';

export interface UseCheckout {
  state: CheckoutState | null;
  /** The refusal of the first load (no cart, checkout closed, outage), in the shopper's language when the server gave one. */
  failure: { status: number; message: string | null } | null;
  /** Takes a write's answer; an answer older than the state shown is ignored. */
  accept: (result: CheckoutResult) => void;
}

export function useCheckout(): UseCheckout {
  const [state, setState] = useState<CheckoutState | null>(null);
  const [failure, setFailure] = useState<UseCheckout['failure']>(null);
  const live = useCart();
  const market = useMarket();
  const liveVersion = live.cart?.version ?? null;
  /** The live cart is gone (ordered or deleted in some tab): the checkout is read again, and answers why. */
  const cleared = live.state !== null && live.cart === null;
  const loading = useRef(false);
  /** A newer version was announced while a read was under way: read once more after it. */
  const again = useRef(false);

  const accept = useCallback((result: CheckoutResult) => {
    if (!result.ok) return;
    setFailure(null);
    setState((current) => (current && current.cart.version > result.state.cart.version ? current : result.state));
  }, []);

  const load = useCallback(async () => {
    if (loading.current) {
      again.current = true;
      return;
    }
    loading.current = true;
    do {
      again.current = false;
      const result = await fetchCheckout(market);
      if (result.ok) accept(result);
      // A failed re-read keeps the state shown; only a page that has nothing to show says why.
      else setFailure({ status: result.status, message: result.message });
    } while (again.current);
    loading.current = false;
  }, [accept, market]);

  useEffect(() => {
    void load();
  }, [load]);

  const shownVersion = state?.cart.version ?? null;
  useEffect(() => {
    if (liveVersion !== null && shownVersion !== null && liveVersion > shownVersion) void load();
  }, [liveVersion, shownVersion, load]);

  useEffect(() => {
    if (cleared && shownVersion !== null) void load();
  }, [cleared, shownVersion, load]);

  return { state, failure, accept };
}
