// Availability shown for a product from its available quantity (spec part 1 §3 "Inventory entry").

/** Up to this many units left, the shop says stock is low. */
export const LOW_STOCK_MAX_QUANTITY = 5;

export type Availability = 'out-of-stock' | 'low' | 'in-stock';

/** Anything that is not a positive number (NaN included) counts as out of stock, so nothing oversells. */
export const availabilityOf = (quantity: number): Availability => {
  if (!(quantity > 0)) return 'out-of-stock';
  return quantity <= LOW_STOCK_MAX_QUANTITY ? 'low' : 'in-stock';
};
