// What a checkout page shows while its state loads, or instead of its form when the state cannot be had:
// a cart emptied or ordered in another tab (409) leads back to the cart, anything else home.
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import type { UseCheckout } from './use-checkout.ts';

export function CheckoutStatus({ loading, failure }: { loading: boolean; failure: UseCheckout['failure'] }) {
  const t = useT();
  const link = useLink();
  if (loading)
    return (
      <p className="loading" role="status">
        {t('loading')}
      </p>
    );
  if (!failure) return null;
  return (
    <div className="checkout-page__failure" role="alert">
      <p>{failure.message ?? t('checkout.error.unavailable')}</p>
      <a className="button button--primary" href={link({ name: failure.status === 409 ? 'cart' : 'home' })}>
        {t(failure.status === 409 ? 'cart.toCart' : 'notFound.home')}
      </a>
    </div>
  );
}
