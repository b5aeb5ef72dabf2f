// Similar products from the recommendation service, in a horizontally scrolling row of cards (spec part 2
// §9 "product slider card 225 px, gap 16, max 6 visible").
import type { ProductCard as Card } from '../../domain/catalogue/product-card.ts';
import { ProductCard } from '../components/product-card.tsx';
import { useT } from '../i18n/i18n.tsx';
import { reportRecommendationClick } from './recommendation-beacon.ts';

export function Recommendations({ cards }: { cards: Card[] }) {
  const t = useT();
  if (cards.length === 0) return null;
  return (
    <section className="product__section recommendations" aria-labelledby="recommendations" data-testid="recommendations">
      <h2 id="recommendations" className="section-title">
        {t('product.recommendations.title')}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: the slider's box, focusable so keyboard users can scroll it and named by the heading when focused; a box inside the section, not a section of its own */}
      <div className="slider" role="region" aria-labelledby="recommendations" tabIndex={0}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: listens only for the cards' links being followed; Enter on a link is a click too */}
        <ul
          className="slider__list"
          role="list"
          onClick={(event) => event.target instanceof Element && event.target.closest('a') && reportRecommendationClick()}>
          {cards.map((card) => (
            <li key={card.sku} className="slider__item">
              <ProductCard card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
