// Complementary products (at most four): what goes with this product, from the categories it references, in
// a product slider like related products and recommendations (each card with its quick add). They are also
// handed to the frame, where the complementary-products sidebar lists them after an add.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import { ProductSlider } from '../components/product-slider.tsx';
import { useT } from '../i18n/i18n.tsx';
import { complementaryCardsAtom } from '../layout/sidebar-state.ts';

export function ComplementaryProducts({ cards, sku }: { cards: ProductCard[]; sku: string }) {
  const t = useT();
  const share = useSetAtom(complementaryCardsAtom);
  useEffect(() => share({ sku, cards }), [share, sku, cards]);
  if (cards.length === 0) return null;
  return (
    <section className="product__section complementary" aria-labelledby="complementary" data-testid="complementary">
      <h2 id="complementary" className="section-title">
        {t('product.complementary.title')}
      </h2>
      <ProductSlider cards={cards} labelledBy="complementary" testId="complementary-slider" />
    </section>
  );
}
