// Quick add to cart on a listing or slider card (spec part 2 §9): not rendered where the market restricts
// it (AT, DE) or when the card is out of stock (domain/catalogue/quick-add.ts). Only this trigger is in the
// start-up script; the cart code behind it (quick-add-action.tsx) loads on intent — pointer or focus — and
// a click that comes before it is carried out once it has arrived.
import { lazy, Suspense, useState } from 'react';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import { quickAddOffered } from '../../domain/catalogue/quick-add.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';

const QuickAddAction = lazy(() => import('./quick-add-action.tsx'));

export function QuickAddButton({ card }: { card: ProductCard }) {
  const t = useT();
  const market = useMarket();
  const [armed, setArmed] = useState(false);
  const [pending, setPending] = useState(false);
  if (!quickAddOffered(market.country.code, card)) return null;
  const arm = () => setArmed(true);
  return (
    <>
      <button
        type="button"
        className="button button--primary card__quick-add"
        data-testid="quick-add"
        data-sku={card.sku}
        aria-label={t('quickAdd.label', { name: card.name })}
        aria-disabled={pending}
        aria-busy={pending}
        onPointerEnter={arm}
        onFocus={arm}
        onClick={() => {
          arm();
          setPending(true);
        }}>
        {t('quickAdd.button')}
      </button>
      {armed && (
        <Suspense fallback={null}>
          <QuickAddAction card={card} pending={pending} onDone={() => setPending(false)} />
        </Suspense>
      )}
    </>
  );
}
