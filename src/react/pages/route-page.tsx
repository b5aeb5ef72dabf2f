// Sign-in, account and checkout pages: title, checkout progress where the route is a checkout step,
// and what the shopper can do now. Their forms arrive with the cart, login and checkout features.
import { FIXED_ROUTES, type FixedRoute, type FixedRouteName } from '../../domain/routes/route-table.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';

/** Checkout steps of spec part 1 §2, in order, with the route that shows each. */
const CHECKOUT_STEPS: readonly { step: number; label: string; route: FixedRouteName }[] = [
  { step: 1, label: 'checkout.step.cart', route: 'cart' },
  { step: 2, label: 'checkout.step.shipping', route: 'addresses' },
  { step: 3, label: 'checkout.step.billing', route: 'addresses' },
  { step: 4, label: 'checkout.step.payment', route: 'payment' },
  { step: 5, label: 'checkout.step.thankYou', route: 'thankYou' },
];

export function CheckoutProgress({ current }: { current: readonly number[] }) {
  const t = useT();
  return (
    <ol className="checkout-steps" aria-label={t('checkout.progress')}>
      {CHECKOUT_STEPS.map(({ step, label }) => (
        <li key={step} className="checkout-steps__step" aria-current={current.includes(step) ? 'step' : undefined}>
          <span className="checkout-steps__number">{step}</span> {t(label)}
        </li>
      ))}
    </ol>
  );
}

export function RoutePage({ route }: { route: FixedRouteName }) {
  const t = useT();
  const link = useLink();
  const { steps }: FixedRoute = FIXED_ROUTES[route];
  return (
    <section className="route-page">
      {steps && <CheckoutProgress current={steps} />}
      <h1>{t(`route.${route}`)}</h1>
      <p>{t('route.comingSoon')}</p>
      <a className="button button--primary" href={link({ name: 'home' })}>{t('notFound.home')}</a>
    </section>
  );
}
