import type { ProductCard as Card } from '../../domain/catalogue/product-card.ts';
import { useLink } from '../market-context.tsx';
import { Price } from './price.tsx';
import { Rating } from './rating.tsx';
import { useT } from '../i18n/i18n.tsx';
import { DEFAULT_PICTURE_URL } from '../../domain/catalogue/default-picture.ts';
import { QuickAddButton } from './quick-add-button.tsx';

/**
 * A picture that does not load shows the default picture instead (once, so no loop). Called on its error
 * event and on mount: an image that failed before hydration fired its error with no listener yet.
 */
const defaultIfBroken = (image: HTMLImageElement | null) => {
  if (image?.complete && !image.naturalWidth && !image.src.endsWith(DEFAULT_PICTURE_URL)) image.src = DEFAULT_PICTURE_URL;
};

export function ProductCard({ card, eager = false }: { card: Card; eager?: boolean }) {
  const link = useLink();
  const t = useT();
  return (
    <article className="card">
      <a className="card__link" href={link({ name: 'product', slug: card.slug })}>
        <img
          className="card__image"
          src={card.image}
          alt=""
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={(event) => defaultIfBroken(event.currentTarget)}
          ref={defaultIfBroken}
        />
        <span className="card__brand">{card.brand}</span>
        <h3 className="card__name">{card.name}</h3>
      </a>
      <Rating rating={card.avgRating} count={card.reviewCount} compact />
      <Price price={card.price} originalPrice={card.originalPrice} />
      {card.stock <= 0 && <p className="card__stock card__stock--out">{t('availability.outOfStock')}</p>}
      <QuickAddButton card={card} />
    </article>
  );
}

export function ProductGrid({ cards, eagerCount = 0 }: { cards: Card[]; eagerCount?: number }) {
  return (
    <ul className="grid" role="list">
      {cards.map((card, index) => (
        <li key={card.sku}>
          <ProductCard card={card} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
