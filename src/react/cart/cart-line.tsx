// One cart line as the sidebar and the cart page show it: image, name (link to the product), units ×
// unit price and each cart discount the line receives (volume discount, coupon) with what it takes off,
// quantity selector (0 removes), line total and a remove button. Guarantee lines have no page
// of their own and no selector: they follow their product and can only be removed.
import type { ReactNode } from 'react';
import { MAX_QUANTITY_PER_PRODUCT } from '../../domain/cart/quantity.ts';
import { isGuaranteeLine } from '../../domain/cart/guarantee-skus.ts';
import type { CartLine } from '../../domain/cart/types.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { QuantitySelector } from '../components/quantity-selector.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import { useLineActions } from './use-line-actions.ts';

const RemoveIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
    <path
      d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export function CartLineRow({
  line,
  index,
  stock,
  children,
}: {
  line: CartLine;
  /** Position in the cart, for analytics. */
  index: number;
  /** Units in stock for the line's SKU, when known. */
  stock: number | undefined;
  /** Shown below the line: its guarantee lines and the guarantee offer on the cart page. */
  children?: ReactNode;
}) {
  const t = useT();
  const link = useLink();
  const { locale } = useMarket();
  const { setQuantity, remove } = useLineActions();
  const guarantee = isGuaranteeLine(line);
  // A line another tab just added has no line id yet: it shows, but changes once it is confirmed.
  const pending = line.pending === true;
  const href = guarantee ? null : link({ name: 'product', slug: line.slug });
  const image = line.image ? (
    <img className="cart-line__image" src={line.image} alt="" width="72" height="72" loading="lazy" />
  ) : (
    <span className="cart-line__image cart-line__image--none" />
  );
  // The rule's finding spans the parenthesised element, which a one-line ignore before it does not reach.
  // biome-ignore-start lint/a11y/useAnchorContent: the image repeats the name's link for the mouse; hidden from screen readers and the tab order, so the line has one link
  const media = href ? (
    <a className="cart-line__media" href={href} tabIndex={-1} aria-hidden="true">
      {image}
    </a>
    // biome-ignore-end lint/a11y/useAnchorContent: as above
  ) : (
    <span className="cart-line__media" aria-hidden="true">
      {image}
    </span>
  );
  return (
    <li
      className={`cart-line${guarantee ? ' cart-line--guarantee' : ''}${pending ? ' cart-line--pending' : ''}`}
      data-sku={line.sku}
      data-testid="cart-line"
      aria-busy={pending || undefined}>
      {media}
      {href ? (
        <a className="cart-line__name" href={href}>
          {line.name}
        </a>
      ) : (
        <p className="cart-line__name">{line.name}</p>
      )}
      <p className="cart-line__unit" data-testid="line-unit">
        {line.quantity} × {formatMoney(line.unitPrice, locale)}
        {line.discounts?.map((discount) => (
          <span key={discount.kind + discount.percent} className="cart-line__discount" data-testid="line-discount">
            {discount.percent === null
              ? t('cart.couponDiscount')
              : t(discount.kind === 'volume' ? 'cart.lineDiscount.volume' : 'cart.lineDiscount.coupon', { percent: discount.percent })}{' '}
            <span className="cart-line__saving">−{formatMoney(discount.amount, locale)}</span>
          </span>
        ))}
      </p>
      <div className="cart-line__actions">
        {guarantee || pending ? (
          <span className="cart-line__quantity">{t('cart.quantityTimes', { count: line.quantity })}</span>
        ) : (
          <QuantitySelector
            value={line.quantity}
            max={stock ?? MAX_QUANTITY_PER_PRODUCT}
            allowZero
            label={t('quantity.labelFor', { name: line.name })}
            onChange={(quantity) => setQuantity(line, index, quantity)}
          />
        )}
        {!pending && (
          <button
            type="button"
            className="cart-line__remove"
            onClick={() => remove(line, index)}
            aria-label={t('cart.removeLine', { name: line.name })}>
            <RemoveIcon />
          </button>
        )}
      </div>
      <p className="cart-line__total" data-testid="line-total">
        {formatMoney(line.totalPrice, locale)}
      </p>
      {children && <div className="cart-line__extra">{children}</div>}
    </li>
  );
}
