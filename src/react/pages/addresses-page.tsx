// The addresses page, checkout steps 2 and 3 (route 'addresses'): the addresses form and the order
// summary in the centred checkout container. The server renders the frame and the progress only; the
// checkout state arrives after hydration through `GET /api/checkout`, like the cart page's cart. One code
// path for the first view and every later one (writes, other tabs, the websocket), and the form's
// unstored edits live in this tab's sessionStorage, which only the browser can read anyway.
// Serving the page is checkout step 2 for the customer-data service.
import { FIXED_ROUTES } from '../../domain/routes/route-table.ts';
import { useCart } from '../cart/use-cart.ts';
import { AddressesForm } from '../checkout/addresses-form.tsx';
import { useBeginCheckoutEvent } from '../checkout/begin-checkout.ts';
import { CheckoutStatus } from '../checkout/checkout-status.tsx';
import { OrderSummary } from '../checkout/order-summary.tsx';
import { useCheckout } from '../checkout/use-checkout.ts';
import { useT } from '../i18n/i18n.tsx';
import { definePage, shopTitle } from './define-page.ts';
import { CheckoutProgress } from './parts/checkout-progress.tsx';

const SHIPPING_STEP = 2;

function AddressesPage() {
  const t = useT();
  const { state, failure, accept } = useCheckout();
  // A cart emptied in another tab answers 409: the form goes, the way back to the cart stays.
  const gone = failure?.status === 409;
  const shown = gone ? null : state;
  useBeginCheckoutEvent(state?.cart ?? null, useCart().state?.stock ?? {});
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <CheckoutProgress current={FIXED_ROUTES.addresses.steps ?? [SHIPPING_STEP, SHIPPING_STEP + 1]} />
      <h1 id="checkout-title" className="checkout-page__title">
        {t('route.addresses')}
      </h1>
      {!shown && <CheckoutStatus loading={!state && !failure} failure={failure} />}
      {shown && (
        <div className="checkout-page__layout">
          <AddressesForm state={shown} onResult={accept} />
          <OrderSummary cart={shown.cart} />
        </div>
      )}
    </section>
  );
}

export default definePage({
  kind: 'addresses',
  routes: ['addresses'],
  async load({ route, services }) {
    services.checkoutStepReached(SHIPPING_STEP);
    return { data: {}, seo: services.seo({ ref: route }) };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.addresses'), t) }),
  Component: () => <AddressesPage />,
});
