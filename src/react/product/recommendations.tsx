// Similar products from the recommendation service, in a product slider (spec part 2 §9 "product slider
// card 225 px, gap 16, max 6 visible"); following one of its cards reports the recommendation event.
import type { ProductCard as Card } from '../../domain/catalogue/product-card.ts';
import { ProductSlider } from '../components/product-slider.tsx';
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
      <ProductSlider cards={cards} labelledBy="recommendations" testId="product-slider" onCardLinkFollowed={reportRecommendationClick} />
    </section>
  );
}
