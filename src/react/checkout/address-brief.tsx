// The payment page's reminder of step 2 and 3: e-mail, billing and shipping address in one line each,
// the shipping method, and a link back to change them (spec: payment shows what is ordered where).
import type { CartAddress } from '../../domain/cart/types.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import { joined, placeLine, streetLine } from './address-lines.ts';
import type { CheckoutState } from './checkout-schema.ts';

/** "Jana Nováková, Acme s.r.o., Hlavná 12, 811 01 Bratislava". */
const addressLine = (address: CartAddress): string =>
  joined(
    [joined([address.firstName, address.lastName]), address.company, streetLine(address), address.additionalStreetInfo, placeLine(address)],
    ', ',
  );

export function AddressBrief({ state }: { state: CheckoutState }) {
  const t = useT();
  const link = useLink();
  const { locale } = useMarket();
  const method = state.shippingMethods.find((candidate) => candidate.key === state.shippingMethod);
  return (
    <section className="checkout-brief" aria-labelledby="checkout-brief-title">
      <div className="checkout-brief__head">
        <h2 id="checkout-brief-title" className="checkout-brief__title">
          {t('payment.brief.title')}
        </h2>
        <a href={link({ name: 'addresses' })} className="checkout-brief__change">
          {t('payment.brief.change')}
          <span className="visually-hidden"> {t('payment.brief.title')}</span>
        </a>
      </div>
      <dl className="checkout-brief__list">
        {state.email && (
          <div>
            <dt>{t('checkout.field.email')}</dt>
            <dd>{state.email}</dd>
          </div>
        )}
        {state.billing && (
          <div>
            <dt>{t('checkout.billing.legend')}</dt>
            <dd>{addressLine(state.billing)}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.shipping.legend')}</dt>
          <dd>
            {state.shippingAddressType === 'same-as-billing' || !state.shipping ? t('payment.brief.sameAsBilling') : addressLine(state.shipping)}
          </dd>
        </div>
        {method && (
          <div>
            <dt>{t('checkout.shippingMethod.legend')}</dt>
            <dd>
              {method.name} · {method.price.centAmount === 0 ? t('cart.shippingFree') : formatMoney(method.price, locale)}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
