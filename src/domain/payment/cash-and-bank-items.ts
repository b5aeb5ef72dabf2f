// Cash on delivery and bank transfer take orders of 1 to 20 items, extra guarantees not counted (spec
// part 1 §5, part 2 §9 "Max items for bank and cash payment: 20 (extra-guarantee products excluded);
// minimum 1"). Larger orders go through a provider that checks the buyer, or customer service.

export const MIN_ITEMS_FOR_CASH_AND_BANK = 1;
export const MAX_ITEMS_FOR_CASH_AND_BANK = 20;

export type ItemCountRefusal = { code: 'no-items' } | { code: 'too-many-items'; max: number };

/** Why `items` rules out cash on delivery and bank transfer; null when the count is within the range. */
export function itemCountRefusal(items: number): ItemCountRefusal | null {
  if (items < MIN_ITEMS_FOR_CASH_AND_BANK) return { code: 'no-items' };
  if (items > MAX_ITEMS_FOR_CASH_AND_BANK) return { code: 'too-many-items', max: MAX_ITEMS_FOR_CASH_AND_BANK };
  return null;
}
