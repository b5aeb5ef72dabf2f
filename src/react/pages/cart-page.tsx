// The cart page, checkout step 1 (route 'cart'): lines with their guarantees, quantity and remove,
// the extra-guarantee offer, coupons, totals and the free-shipping hint. The server renders the frame
// only; the cart arrives after hydration, so the page starts in a loading state.
import { useEffect, useRef } from 'react';
import { FIXED_ROUTES, hrefFor } from '../../domain/routes/route-table.ts';
import { trackLater } from '../analytics/track-later.ts';
import { CartLines } from '../cart/cart-lines.tsx';
import { CartTotals, FreeShippingHint } from '../cart/cart-totals.tsx';
import { CouponForm } from '../cart/coupon-form.tsx';
import { GuaranteeOffer } from '../cart/guarantee-offer.tsx';
import { useCart } from '../cart/use-cart.ts';
import { useGuarantees } from '../cart/use-guarantees.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { definePage, redirect, shopTitle } from './define-page.ts';
import { CheckoutProgress } from './parts/checkout-progress.tsx';

/** view_cart once per page, when the cart has loaded with lines. */
function useViewCartEvent() {
  const { state } = useCart();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !state?.cart || state.cart.lines.length === 0) return;
    sent.current = true;
    const { cart, stock } = state;
    void trackLater(({ lineItem, track }) =>
      track(
        'view_cart',
        cart.lines.map((line, index) => lineItem(line, index, stock)),
      ),
    );
  }, [state]);
}

function CartPage() {
  const t = useT();
  const link = useLink();
  const { state, cart, loaded } = useCart();
  const guarantees = useGuarantees();
  useViewCartEvent();
  const steps = FIXED_ROUTES.cart.steps ?? [1];
  const empty = loaded && (!cart || cart.lines.length === 0);

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <CheckoutProgress current={steps} />
      <h1 id="cart-title" className="cart-page__title">
        {t('route.cart')}
      </h1>
      {!loaded && (
        // The loaded page's layout with the summary box at its size, so the cart arriving after hydration
        // fills the space instead of pushing the footer down (a layout shift on every cart page view).
        <div className="cart-page__layout" data-testid="cart-pending">
          <p className="loading cart-page__loading" role="status">
            {t('loading')}
          </p>
          <div className="cart-summary cart-summary--pending" aria-hidden="true" />
        </div>
      )}
      {empty && (
        <div className="cart-page__empty">
          <p className="cart-empty">{t('cart.empty')}</p>
          <a className="button button--primary" href={link({ name: 'home' })}>
            {t('notFound.home')}
          </a>
        </div>
      )}
      {cart && cart.lines.length > 0 && (
        <div className="cart-page__layout">
          <CartLines
            cart={cart}
            stock={state?.stock ?? {}}
            extra={(group) => guarantees && <GuaranteeOffer cart={cart} line={group.line} guarantees={guarantees} />}
          />
          <aside className="cart-summary" aria-label={t('cart.summary')}>
            <FreeShippingHint cart={cart} />
            <CouponForm cart={cart} />
            <CartTotals cart={cart} />
            <p className="cart-summary__vat">{t('product.priceIncludesVat')}</p>
            <a className="button button--primary button--wide" href={link({ name: 'addresses' })}>
              {t('cart.checkout')}
            </a>
          </aside>
        </div>
      )}
    </section>
  );
}

export default definePage({
  kind: 'cart',
  // `/checkout` itself has no page: it leads to the cart, its first step.
  routes: ['cart', 'checkout'],
  async load({ route, market, services }) {
    if (route.name === 'checkout') return redirect(hrefFor(market, { name: 'cart' }), 308);
    return { data: {}, seo: services.seo({ ref: route }) };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.cart'), t) }),
  Component: () => <CartPage />,
});
