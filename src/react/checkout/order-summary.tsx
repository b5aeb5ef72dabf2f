// The order summary beside the addresses form: each line with its quantity and price, then the cart's
// totals (shipping fee, net, VAT portions with their rates, gross). It shows the checkout state's cart,
// which is read again whenever the cart's websocket reports a new version.
import type { Cart } from '../../domain/cart/types.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { CartTotals } from '../cart/cart-totals.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';

export function OrderSummary({ cart }: { cart: Cart }) {
  const t = useT();
  const { locale } = useMarket();
  return (
    <aside className="cart-summary checkout-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t('cart.summary')}
      </h2>
      <ul className="checkout-summary__lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="checkout-summary__line" data-testid="summary-line">
            <span className="checkout-summary__name">{line.name}</span>
            <span className="checkout-summary__quantity">{t('cart.quantityTimes', { count: line.quantity })}</span>
            <span className="checkout-summary__price">{formatMoney(line.totalPrice, locale)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
    </aside>
  );
}
