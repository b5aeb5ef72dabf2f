// The signed-in LT customer's tier price beside the regular price (spec part 1 §6 "personalised discounts
// by tier", part 2 §9 "only in LT"): the price after their tier's personalised discount and the discount.
import type { TierPrice as TierPriceData } from '../../domain/account/cohort-tier.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';

export function TierPrice({ tier }: { tier: TierPriceData }) {
  const t = useT();
  const { locale } = useMarket();
  return (
    <p className="tier-price" data-testid="tier-price">
      {t('product.tierPrice')} <strong>{formatMoney(tier.price, locale)}</strong>
      <small>{t('product.tierNote', { percent: tier.percent })}</small>
    </p>
  );
}
