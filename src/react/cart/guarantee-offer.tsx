// The extra-guarantee offer under an eligible cart line (spec part 1 §4 "Extra guarantee is offered only
// if not already added, not a virtual product, not on the payment page, not excluded"). Adding one puts
// the guarantee SKU in the cart linked to the line's SKU.
import { useState } from 'react';
import { guaranteeOffers } from '../../domain/cart/guarantee.ts';
import type { GuaranteeProduct } from '../../domain/cart/guarantee-product.ts';
import type { Cart, CartLine } from '../../domain/cart/types.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { useLineActions } from './use-line-actions.ts';

/**
 * The store's `sale_of_additional_guarantee_enabled` flag is not in the browser's data; the guarantees
 * endpoint answers with no products for a store that does not sell them, so the UI treats it as on.
 */
const STORE_SELLS_GUARANTEES = true;

export function GuaranteeOffer({ cart, line, guarantees }: { cart: Cart; line: CartLine; guarantees: readonly GuaranteeProduct[] }) {
  const t = useT();
  const { locale } = useMarket();
  const { send } = useLineActions();
  const [busy, setBusy] = useState(false);
  const offers = guaranteeOffers({ line, cart, guarantees, locale, onPaymentPage: false, storeEnabled: STORE_SELLS_GUARANTEES });
  if (offers.length === 0) return null;

  const add = async (guarantee: GuaranteeProduct) => {
    setBusy(true);
    await send([{ action: 'addLineItem', sku: guarantee.sku, quantity: 1, parentSku: line.sku }]);
    setBusy(false);
  };

  return (
    <section className="guarantee-offer" aria-label={t('cart.guarantee.title')} data-testid="guarantee-offer">
      <p className="guarantee-offer__title">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="m9 12 2 2 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {t('cart.guarantee.title')}
      </p>
      <ul className="guarantee-offer__list" role="list">
        {offers.map(({ guarantee, price }) => (
          <li key={guarantee.sku}>
            <button type="button" className="guarantee-offer__add" disabled={busy} onClick={() => void add(guarantee)}>
              <span>{guarantee.name}</span>
              <strong>+ {formatMoney(price, locale)}</strong>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
