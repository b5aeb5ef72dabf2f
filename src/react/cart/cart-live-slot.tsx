// <CartLive> (the first load of the cart, its websocket, the other tabs) renders nothing, so neither the
// server nor hydration needs its code: it is a chunk of its own, loaded right after hydration, and brings
// the cart's HTTP client and response parsing with it.
import { useEffect, useState, type ComponentType } from 'react';

export function CartLiveSlot() {
  const [Live, setLive] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    // Not caught here on purpose: a chunk missing after a deploy reloads the page (chunk-reload.ts).
    void import('./cart-live.tsx').then((module) => {
      if (mounted) setLive(() => module.CartLive);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Live && <Live />;
}
