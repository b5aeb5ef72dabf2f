// The cart page summary: subtotal, shipping, net, each VAT portion with its rate, gross total, and the
// free-shipping hint (spec part 1 §5 "Free shipping", part 2 §9 thresholds).
import type { Money } from '../../domain/catalogue/types.ts';
import { freeShippingProgress, shippingFee } from '../../domain/cart/free-shipping.ts';
import type { Cart } from '../../domain/cart/types.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';

/** Tax percent = rate times 100 (spec part 2 §9 "Price math"), without float noise (0.19 → 19). */
const percentOf = (rate: number): number => Math.round(rate * 10_000) / 100;

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`totals__row${strong ? ' totals__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

export function FreeShippingHint({ cart }: { cart: Cart }) {
  const t = useT();
  const { locale, country, currency } = useMarket();
  if (cart.shippingMethodKey === 'freight' || cart.totals.subtotal.currencyCode !== currency) return null;
  const progress = freeShippingProgress(cart.totals.subtotal, country.code);
  const share = Math.min(100, Math.round((cart.totals.subtotal.centAmount / Math.max(1, progress.threshold.centAmount)) * 100));
  return (
    <div className={`free-shipping${progress.free ? ' free-shipping--reached' : ''}`} data-testid="free-shipping">
      <p>{progress.free ? t('cart.freeShipping') : t('cart.freeShippingMissing', { amount: formatMoney(progress.remaining, locale) })}</p>
      <div className="free-shipping__bar" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

export function CartTotals({ cart }: { cart: Cart }) {
  const t = useT();
  const { locale, country, currency } = useMarket();
  const { totals } = cart;
  const money = (value: Money) => formatMoney(value, locale);
  // Until a shipping method is on the cart, the fee the market's rules give is shown and added.
  const estimate =
    totals.shipping === null && totals.subtotal.currencyCode === currency
      ? shippingFee(cart.shippingMethodKey === 'freight' ? 'freight' : 'parcel', totals.subtotal, country.code)
      : null;
  const shipping = totals.shipping ?? estimate;
  const gross = estimate ? { ...totals.gross, centAmount: totals.gross.centAmount + estimate.centAmount } : totals.gross;
  return (
    <dl className="totals">
      <Row label={t('cart.subtotal')} value={money(totals.subtotal)} testId="cart-subtotal" />
      {totals.discount && <Row label={t('cart.couponDiscount')} value={`−${money(totals.discount)}`} testId="cart-coupon-discount" />}
      {shipping && <Row label={t('cart.shipping')} value={shipping.centAmount === 0 ? t('cart.shippingFree') : money(shipping)} />}
      {totals.net && <Row label={t('cart.net')} value={money(totals.net)} />}
      {totals.taxPortions.map((portion) => (
        <Row key={`${portion.name}-${portion.rate}`} label={t('cart.tax', { rate: percentOf(portion.rate) })} value={money(portion.amount)} />
      ))}
      <Row label={t('cart.total')} value={money(gross)} strong testId="cart-total" />
    </dl>
  );
}
