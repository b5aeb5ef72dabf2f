import { originalPriceToShow } from '../../domain/catalogue/shown-price.ts';
import type { Money } from '../../domain/catalogue/types.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';

export function Price({ price, originalPrice, size = 'normal' }: { price: Money; originalPrice: Money | null; size?: 'normal' | 'large' }) {
  const { locale } = useMarket();
  const t = useT();
  const original = originalPriceToShow(price, originalPrice);
  return (
    <p className={`price price--${size}${original ? ' price--sale' : ''}`}>
      <span className="price__current" data-testid="price">
        {formatMoney(price, locale)}
      </span>
      {original && (
        <del className="price__original">
          <span className="visually-hidden">{t('product.originalPrice')}: </span>
          {formatMoney(original, locale)}
        </del>
      )}
    </p>
  );
}
