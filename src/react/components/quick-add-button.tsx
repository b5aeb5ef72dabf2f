// Quick add to cart on a listing or slider card (spec part 2 §9): not rendered where the market restricts
// it (AT, DE) or when the card is out of stock (domain/catalogue/quick-add.ts). Only this trigger is in the
// start-up script; the cart code behind it (quick-add-action.tsx) loads on intent — pointer or focus — and
// a click that comes before it is carried out once it has arrived. Until the card has hydrated the button
// keeps its place but is not shown: cards in sliders below the fold hydrate only when their chunk is in,
// and a click on a button not hydrated yet is lost (a shopper would press a button that does nothing).
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import { quickAddOffered } from '../../domain/catalogue/quick-add.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';

const QuickAddAction = lazy(() => import('./quick-add-action.tsx'));

export function QuickAddButton({ card }: { card: ProductCard }) {
  const t = useT();
  const country = useMarket().country.code;
  // null until the shopper shows intent (then the cart code loads); true while an add is asked for or on its way.
  const [pending, setPending] = useState<boolean | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!quickAddOffered(country, card)) return null;
  const arm = () => setPending((now) => now ?? false);
  return (
    <>
      <button
        type="button"
        className={`button button--primary card__quick-add${hydrated ? '' : ' card__quick-add--hydrating'}`}
        aria-label={t('quickAdd.label', { name: card.name })}
        aria-busy={pending === true}
        onPointerEnter={arm}
        onFocus={arm}
        onClick={() => setPending(true)}>
        {t('quickAdd.button')}
      </button>
      {pending !== null && (
        <Suspense fallback={null}>
          <QuickAddAction card={card} pending={pending} onDone={() => setPending(false)} />
        </Suspense>
      )}
    </>
  );
}
