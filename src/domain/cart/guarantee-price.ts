// The extra guarantee's price (spec part 1 §5 and part 2 §9: "Price = product price times rate percent"),
// the one definition the commerce adapter (the price it sends with the guarantee line) and the UI (the
// price it offers) both call.
//
// "Product price" is read as the parent product's unit price as the product is priced: its selected
// price, after product discounts, BEFORE cart-level volume discounts. Those are cart discounts granted
// on the quantity bought, not the product's price; and the guarantee covers one unit of the product,
// whose price does not change with how many the cart holds. (CartLine.unitPrice is exactly that price.)
//
// Rounding: half up to the currency's minor unit, in integer arithmetic. It is the commercial rounding a
// shopper checks a price with, the offer shows the same amount the line then carries, and no float
// noise can move a cent. (commercetools' HalfEven applies to the taxes and discounts it computes itself;
// this is a price the shop sets and sends as the line's external price.)
import type { Money } from '../money/money.ts';

/** Rates with up to four decimals (8.25 %) are applied exactly. */
const RATE_SCALE = 10_000;

/** A rate that is not a positive number cannot price a guarantee; such a guarantee is not sold. */
export const isUsableRate = (ratePercent: number): boolean => Number.isFinite(ratePercent) && ratePercent > 0;

/** `n / d` rounded half up, for integers n ≥ 0 and d > 0 below 2^53 (exact, whatever the float division gives). */
function divideHalfUp(n: number, d: number): number {
  let whole = Math.floor(n / d);
  let rest = n - whole * d;
  if (rest < 0) {
    whole -= 1;
    rest += d;
  } else if (rest >= d) {
    whole += 1;
    rest -= d;
  }
  return rest * 2 >= d ? whole + 1 : whole;
}

/** The guarantee's price for one unit of a product priced `productUnitPrice`, in the same currency. */
export const guaranteePrice = (productUnitPrice: Money, ratePercent: number): Money => {
  if (!isUsableRate(ratePercent)) throw new RangeError(`A guarantee rate must be a positive number, got ${ratePercent}`);
  const scaledRate = Math.round(ratePercent * RATE_SCALE);
  return { ...productUnitPrice, centAmount: divideHalfUp(productUnitPrice.centAmount * scaledRate, 100 * RATE_SCALE) };
};
