// The cart's lines in display groups: each product line with its guarantee lines under it.
import type { ReactNode } from 'react';
import { lineGroups, type LineGroup } from '../../domain/cart/line-item-view.ts';
import type { Cart } from '../../domain/cart/types.ts';
import { CartLineRow } from './cart-line.tsx';

export function CartLines({
  cart,
  stock,
  extra,
}: {
  cart: Cart;
  stock: Readonly<Record<string, number>>;
  /** More content under a group (the guarantee offer on the cart page). */
  extra?: (group: LineGroup) => ReactNode;
}) {
  const indexOf = (id: string) => cart.lines.findIndex((line) => line.id === id);
  return (
    <ul className="cart-lines" role="list">
      {lineGroups(cart).map((group) => {
        const more = extra?.(group);
        const nested =
          group.guarantees.length === 0 ? null : (
            <ul className="cart-lines cart-lines--nested" role="list">
              {group.guarantees.map((line) => (
                <CartLineRow key={line.id} line={line} index={indexOf(line.id)} stock={undefined} />
              ))}
            </ul>
          );
        return (
          <CartLineRow key={group.line.id} line={group.line} index={indexOf(group.line.id)} stock={stock[group.line.sku]}>
            {nested || more ? (
              <>
                {nested}
                {more}
              </>
            ) : undefined}
          </CartLineRow>
        );
      })}
    </ul>
  );
}
