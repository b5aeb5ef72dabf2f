// Where checkout is closed (CHECKOUT_DISABLED: IE, SI, LT, GR, BG, RO), the product page and the cart
// sidebar say so in place of "Add to cart" / "Go to cart", and point to customer service: a cart there
// could never be checked out, so none is offered.
import { CHECKOUT_DISABLED } from '../../domain/markets/country-rules.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';

/** Whether the page's market sells online (false where checkout is closed). */
export const useOrderingOpen = (): boolean => !CHECKOUT_DISABLED[useMarket().country.code];

export function OrderingClosed() {
  const t = useT();
  const link = useLink();
  return (
    <p className="ordering-closed">
      {t('ordering.closed')} <a href={link({ name: 'content', slug: 'help-centre' })}>{t('ordering.contact')}</a>
    </p>
  );
}
