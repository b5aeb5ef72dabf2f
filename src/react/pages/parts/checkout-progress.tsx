// The checkout's progress bar (spec part 1 §2): the cart and every later checkout step show it.
import type { FixedRouteName } from '../../../domain/routes/route-table.ts';
import { useT } from '../../i18n/i18n.tsx';

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
