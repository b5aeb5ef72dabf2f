// The floating add-to-cart bar's trigger (spec part 1 §2 "Layouts": shown when the main add-to-cart
// scrolls out of view). Only this watcher is in the product page's start-up script; the bar itself is a
// chunk fetched the first time the main button has scrolled away above the viewport. It renders nothing
// on the server, and the page reserves the bar's height at its bottom whenever the product can be added
// (CSS, layouts.css), so the bar never covers the footer's last line.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Product } from '../../domain/catalogue/types.ts';
import { useAddToCart } from '../components/add-to-cart-button.tsx';

const FloatingAddToCart = lazy(() => import('./floating-add-to-cart.tsx'));

export function FloatingAddToCartSlot({ product, stock, categories }: { product: Product; stock: number; categories: readonly string[] }) {
  // The adding is done here, in the page's chunk, and handed to the bar: the bar's chunk then shares no
  // module with the page (a shared module would become one more start-up file).
  const adding = useAddToCart(product, stock, categories);
  const [away, setAway] = useState(false);
  useEffect(() => {
    const button = document.querySelector('.product__buy .add-to-cart');
    if (!button) return;
    // The viewport stretched far downwards: the button 'intersects' while in view or not yet reached, and
    // leaves only above the top, so a jump past it (an #anchor link) is seen as one change, not zero.
    const observer = new IntersectionObserver(([entry]) => entry && setAway(!entry.isIntersecting), { rootMargin: '0px 0px 100000px 0px' });
    observer.observe(button);
    return () => observer.disconnect();
  }, []);
  return (
    away && (
      <Suspense fallback={null}>
        <FloatingAddToCart product={product} {...adding} />
      </Suspense>
    )
  );
}
