// Complementary products (at most four): what goes with this product, from the categories it references.
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import { ProductGrid } from '../components/product-card.tsx';
import { useT } from '../i18n/i18n.tsx';

export function ComplementaryProducts({ cards }: { cards: ProductCard[] }) {
  const t = useT();
  if (cards.length === 0) return null;
  return (
    <section className="product__section complementary" aria-labelledby="complementary" data-testid="complementary">
      <h2 id="complementary" className="section-title">
        {t('product.complementary.title')}
      </h2>
      <ProductGrid cards={cards} />
    </section>
  );
}
