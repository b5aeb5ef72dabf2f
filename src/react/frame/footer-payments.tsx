// The footer's payment-methods block: the methods this market offers, as text badges named by the
// worker (worker/loaders/payment-badges.ts).
import type { PaymentBadge } from '../../domain/content/frame.ts';
import { useT } from '../i18n/i18n.tsx';

export function FooterPayments({ methods }: { methods: readonly PaymentBadge[] }) {
  const t = useT();
  return (
    <section className="footer__payments" aria-labelledby="footer-payments">
      <h2 id="footer-payments" className="footer__title">
        {t('footer.paymentMethods')}
      </h2>
      <ul role="list" data-testid="payment-methods">
        {methods.map(({ id, label }) => (
          <li key={id} className="payment-badge" data-method={id}>
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
