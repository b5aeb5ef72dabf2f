// Removing a cart line (spec part 1 §5: quantity 0 removes; a removed product takes its extra
// guarantees along). One rule for the commerce adapter, which turns it into update actions, and for the
// browser's optimistic cart, which shows it before the server answers.
import { isGuaranteeLine } from './guarantee-skus.ts';
import type { CartLine } from './types.ts';

/** What the rule needs of a line; the adapter maps the platform's line items to it. */
export type LineRef = Pick<CartLine, 'id' | 'sku' | 'parentSku'>;

/**
 * The lines that go when line `lineId` is removed, in cart order: the line itself and, for a product
 * line, the guarantee lines of that product — a guarantee for a product that is not bought has nothing
 * to cover. They stay while another line of the same product remains. Removing a guarantee line
 * removes only it. Empty when the cart has no such line.
 */
export function linesRemovedWith<L extends LineRef>(lines: readonly L[], lineId: string): L[] {
  const removed = lines.find((line) => line.id === lineId);
  if (!removed) return [];
  if (isGuaranteeLine(removed)) return [removed];
  const productStays = lines.some((line) => line !== removed && !isGuaranteeLine(line) && line.sku === removed.sku);
  return lines.filter((line) => line === removed || (!productStays && line.parentSku === removed.sku));
}
