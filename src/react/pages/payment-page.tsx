// The payment page, checkout step 4 (route 'payment'): the addresses in short, the payment methods the
// cart may use, 'Place order' and the order summary, in the centred checkout container (no extra-guarantee
// offer here: spec part 1 §4). Like the addresses page, the checkout state and the methods arrive after
// hydration, so every tab shows the cart's latest version. Serving the page is checkout step 4 for the
// customer-data service.
import { useState } from 'react';
import { FIXED_ROUTES } from '../../domain/routes/route-table.ts';
import { CheckoutStatus } from '../checkout/checkout-status.tsx';
import { OrderSummary } from '../checkout/order-summary.tsx';
import { PaymentForm } from '../checkout/payment-form.tsx';
import { useCheckout } from '../checkout/use-checkout.ts';
import { useT } from '../i18n/i18n.tsx';
import { definePage, shopTitle } from './define-page.ts';
import { CheckoutProgress } from './parts/checkout-progress.tsx';

const PAYMENT_STEP = 4;

function PaymentPage() {
  const t = useT();
  const { state, failure, accept } = useCheckout();
  /** Placing the order empties the cart (every tab hears it): this tab is then leaving, not failing. */
  const [ordering, setOrdering] = useState(false);
  // A cart emptied in another tab (or ordered there) answers 409: the form goes, the way back to the cart stays.
  const gone = failure?.status === 409 && !ordering;
  const shown = gone ? null : state;
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <CheckoutProgress current={FIXED_ROUTES.payment.steps ?? [PAYMENT_STEP]} />
      <h1 id="checkout-title" className="checkout-page__title">
        {t('route.payment')}
      </h1>
      {!shown && <CheckoutStatus loading={!state && !failure} failure={failure} />}
      {shown && (
        <div className="checkout-page__layout">
          <PaymentForm state={shown} onResult={accept} onOrdering={setOrdering} />
          <OrderSummary cart={shown.cart} />
        </div>
      )}
    </section>
  );
}

export default definePage({
  kind: 'payment',
  routes: ['payment'],
  async load({ route, services }) {
    services.checkoutStepReached(PAYMENT_STEP);
    return { data: {}, seo: services.seo({ ref: route }) };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.payment'), t) }),
  Component: () => <PaymentPage />,
});
