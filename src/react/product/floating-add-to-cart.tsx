// The floating add-to-cart bar (lazy chunk of floating-add-to-cart-slot.tsx): the product's name and
// price and an add button that adds one unit exactly as the main button does (useAddToCart of add-to-cart-button.tsx, run by
// the slot and handed in).
import type { Product } from '../../domain/catalogue/types.ts';
import { useCartSidebarIntent } from '../cart/cart-sidebar-slot.tsx';
import { Price } from '../components/price.tsx';
import type { AddToCart } from '../components/add-to-cart-button.tsx';
import { useT } from '../i18n/i18n.tsx';

export default function FloatingAddToCart({ product, add, busy, available, outOfStock }: AddToCart & { product: Product }) {
  const t = useT();
  const sidebarIntent = useCartSidebarIntent();
  if (outOfStock) return null;
  return (
    <aside className="floating-bar" aria-label={t('product.floating.label')} data-testid="floating-add-to-cart">
      <div className="floating-bar__inner">
        <div className="floating-bar__text">
          <p className="floating-bar__name">{product.name}</p>
          {product.price && <Price price={product.price} originalPrice={product.originalPrice} />}
        </div>
        <button
          type="button"
          className="button button--primary floating-bar__add"
          disabled={available === 0 || busy}
          aria-busy={busy}
          {...sidebarIntent}
          onClick={() => void add(1)}>
          {t('product.addToCart')}
        </button>
      </div>
    </aside>
  );
}
