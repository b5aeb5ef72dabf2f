// The thank-you page, checkout step 5 (route 'thankYou', `/checkout/thank-you?order=<number>`): the order
// number as the shopper reads it, the payment status (spec part 1 §4: in progress while a bank transfer
// or Multibanco voucher is to be paid, else paid), the details still to pay with, what happens next, the
// e-mail the confirmation went to, and the order's lines. The order is shown only to the browser that
// placed it (or its signed-in owner): PageServices.thankYouOrder answers null to anyone else, and the page
// is then a 404. The answer is stored by no cache (`no-store`). The header hides its cart badge here.
import type { ThankYouOrder } from '../../domain/checkout/thank-you.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { FIXED_ROUTES } from '../../domain/routes/route-table.ts';
import { usePurchaseEvent } from '../checkout/purchase-event.ts';
import { BankTransferDetails, MultibancoDetails } from '../checkout/thank-you-details.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import { SurveyOptIn } from '../widgets/survey-opt-in.tsx';
import { definePage, notFound, shopTitle } from './define-page.ts';
import { CheckoutProgress } from './parts/checkout-progress.tsx';

const THANK_YOU_STEP = 5;
/** Longer than any order number: such a value is no order of ours, and is not looked up. */
const MAX_ORDER_PARAMETER_LENGTH = 64;

/** The steps after the order, by how it is paid. */
function nextSteps(order: ThankYouOrder, amount: string): { key: string; values?: Record<string, string> }[] {
  const tracking = { key: 'thankYou.next.tracking' };
  if (order.bankTransfer) {
    return [
      { key: 'thankYou.next.bank', values: { amount, reference: order.bankTransfer.reference } },
      { key: 'thankYou.next.afterPayment' },
      tracking,
    ];
  }
  if (order.multibanco) return [{ key: 'thankYou.next.multibanco', values: { amount } }, { key: 'thankYou.next.afterPayment' }, tracking];
  if (order.paymentMethod === 'cod') return [{ key: 'thankYou.next.prepare' }, tracking, { key: 'thankYou.next.cod', values: { amount } }];
  return [{ key: 'thankYou.next.prepare' }, tracking];
}

function ThankYouPage({ order }: { order: ThankYouOrder }) {
  const t = useT();
  const link = useLink();
  const { locale, country } = useMarket();
  usePurchaseEvent(order);
  const total = formatMoney(order.total, locale);
  // Cash on delivery counts as "paid" in the spec's status rule; the shopper reads how they pay instead.
  const status = order.paymentMethod === 'cod' && order.status === 'paid' ? t('payment.method.cod') : t(`thankYou.status.${order.status}`);
  return (
    <section className="checkout-page thank-you" aria-labelledby="thank-you-title">
      <CheckoutProgress current={FIXED_ROUTES.thankYou.steps ?? [THANK_YOU_STEP]} />
      <div className="thank-you__head">
        <svg aria-hidden="true" className="thank-you__icon" viewBox="0 0 48 48" width="48" height="48">
          <circle cx="24" cy="24" r="22" fill="#13795b" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 id="thank-you-title" className="checkout-page__title">
          {t('route.thankYou')}
        </h1>
      </div>
      <div className="checkout-page__layout">
        <div className="thank-you__main">
          <dl className="thank-you__facts">
            <div>
              <dt>{t('thankYou.number')}</dt>
              <dd data-testid="order-number">{order.shownNumber}</dd>
            </div>
            <div>
              <dt>{t('thankYou.status.label')}</dt>
              <dd data-testid="order-status" className={`thank-you__status thank-you__status--${order.status}`}>
                {status}
              </dd>
            </div>
          </dl>
          <p>{t('thankYou.confirmation', { email: order.email })}</p>
          {order.bankTransfer && <BankTransferDetails details={order.bankTransfer} total={order.total} />}
          {order.multibanco && <MultibancoDetails details={order.multibanco} total={order.total} />}
          <section className="thank-you__next" aria-labelledby="thank-you-next">
            <h2 id="thank-you-next" className="thank-you__subtitle">
              {t('thankYou.next.title')}
            </h2>
            <ol>
              {nextSteps(order, total).map((step) => (
                <li key={step.key}>{t(step.key, step.values)}</li>
              ))}
            </ol>
          </section>
          <SurveyOptIn orderNumber={order.orderNumber} email={order.email} country={country.code} />
          <a className="button button--primary" href={link({ name: 'home' })}>
            {t('thankYou.continue')}
          </a>
        </div>
        <aside className="cart-summary checkout-summary" aria-labelledby="thank-you-summary">
          <h2 id="thank-you-summary" className="checkout-summary__title">
            {t('thankYou.summary')}
          </h2>
          <ul className="checkout-summary__lines">
            {order.lines.map((line, index) => (
              // Lines carry no id of their own here; their order is the order's and does not change.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <li key={index} className="checkout-summary__line">
                <span className="checkout-summary__name">{line.name}</span>
                <span className="checkout-summary__quantity">{t('cart.quantityTimes', { count: line.quantity })}</span>
                <span className="checkout-summary__price">{formatMoney(line.totalPrice, locale)}</span>
              </li>
            ))}
          </ul>
          <dl className="totals">
            <div className="totals__row totals__row--total">
              <dt>{t('cart.total')}</dt>
              <dd data-testid="order-total">{total}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </section>
  );
}

export default definePage({
  kind: 'thank-you',
  routes: ['thankYou'],
  async load({ url, services }) {
    const number = url.searchParams.get('order');
    if (!number || number.length > MAX_ORDER_PARAMETER_LENGTH) return notFound();
    const order = await services.thankYouOrder(number);
    if (!order) return notFound();
    services.checkoutStepReached(THANK_YOU_STEP, order.email);
    return { data: { order }, noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.thankYou'), t) }),
  Component: ({ page }) => <ThankYouPage order={page.order} />,
});
