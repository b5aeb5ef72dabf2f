// The payment-error page (route 'paymentError', `/adyen-payment-error?error=<code>`): the payment return
// sends the shopper here when the provider refused or cancelled the payment or the order could not be
// made. It says what happened in the shopper's language (spec part 2 §8 codes) and leads back to the
// payment step, where the cart is still waiting, to try again.
import { type PaymentErrorCode, paymentErrorCode } from '../../domain/checkout/payment-errors.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { definePage, shopTitle } from './define-page.ts';

function PaymentErrorPage({ code }: { code: PaymentErrorCode }) {
  const t = useT();
  const link = useLink();
  return (
    <section className="message-page payment-error" aria-labelledby="payment-error-title">
      <svg aria-hidden="true" className="message-page__art" viewBox="0 0 120 120" width="120" height="120">
        <rect x="14" y="30" width="92" height="60" rx="10" fill="none" stroke="#c9ced6" strokeWidth="8" />
        <path d="M14 50h92" stroke="#c9ced6" strokeWidth="10" />
        <circle cx="86" cy="86" r="20" fill="#fff" stroke="#b42318" strokeWidth="6" />
        <path d="M79 79l14 14M93 79 79 93" stroke="#b42318" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <h1 id="payment-error-title">{t('route.paymentError')}</h1>
      <p data-testid="payment-error-message">{t(`paymentError.${code}`)}</p>
      <p>{t('paymentError.cartKept')}</p>
      <a className="button button--primary" href={link({ name: 'payment' })}>
        {t('paymentError.tryAgain')}
      </a>
      <a className="message-page__back" href={link({ name: 'cart' })}>
        {t('cart.toCart')}
      </a>
    </section>
  );
}

export default definePage({
  kind: 'payment-error',
  routes: ['paymentError'],
  async load({ url }) {
    return { data: { code: paymentErrorCode(url.searchParams.get('error')) } };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.paymentError'), t) }),
  Component: ({ page }) => <PaymentErrorPage code={page.code} />,
});
