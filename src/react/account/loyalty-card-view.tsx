// The loyalty card page's content: the card number as text and as a scannable code. The code is an image
// the worker drew (an SVG data: URI): the page needs no script for it.
import { printedLoyaltyCardNumber } from '../../domain/account/loyalty-card.ts';
import { useT } from '../i18n/i18n.tsx';
import type { LoyaltyCard } from '../pages/page-services.ts';

export function LoyaltyCardView({ card }: { card: LoyaltyCard }) {
  const t = useT();
  const printed = printedLoyaltyCardNumber(card.cardNumber);
  return (
    <>
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
    </>
  );
}
