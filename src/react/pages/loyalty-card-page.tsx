// /my-account/loyalty-card: the customer's card number as text and as a scannable code. The code is an
// image the worker drew (an SVG data: URI): the page needs no script for it.
import { printedLoyaltyCardNumber } from '../../domain/account/loyalty-card.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import { AccountLayout } from '../account/account-layout.tsx';
import { useT } from '../i18n/i18n.tsx';
import type { LoyaltyCard } from './page-services.ts';
import { definePage, redirect, shopTitle } from './define-page.ts';

function LoyaltyCardView({ card }: { card: LoyaltyCard }) {
  const t = useT();
  const printed = printedLoyaltyCardNumber(card.cardNumber);
  return (
    <AccountLayout current="loyaltyCard">
      <p className="account__intro">{t('account.loyalty.intro')}</p>
      <figure className="loyalty-card">
        <img className="loyalty-card__code" src={card.code} width="232" height="232" alt={t('account.loyalty.codeAlt', { number: printed })} />
        <figcaption className="loyalty-card__caption">
          <span className="loyalty-card__label">{t('account.loyalty.number')}</span>
          <span className="loyalty-card__number" data-testid="loyalty-card-number">
            {printed}
          </span>
        </figcaption>
      </figure>
    </AccountLayout>
  );
}

export default definePage({
  kind: 'loyalty-card',
  routes: ['loyaltyCard'],
  async load({ market, services }) {
    const card = await services.loyaltyCard();
    if (!card) return redirect(hrefFor(market, { name: 'login' }), 302);
    return { data: { card }, noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.loyaltyCard'), t) }),
  Component: ({ page }) => <LoyaltyCardView card={page.card} />,
});
