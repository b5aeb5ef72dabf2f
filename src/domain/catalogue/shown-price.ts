// The price a shopper pays and "show the original price" (the struck-through price beside it). One rule
// for the product adapter, the indexer, the price component and analytics: an original price is shown
// only when it is higher than the price paid and in the same currency.
import { toMajorUnits } from '../money/format-money.ts';
import type { Money } from './types.ts';

/** The price selected for a market, as the commerce platform describes it. */
export interface PriceOffer {
  /** The list price. */
  value: Money;
  /** The list price after a product discount, when one applies. */
  discounted: Money | null;
  /** The price before a sale, kept on the price (custom field `originalPrice`) while the sale runs. */
  original: Money | null;
}

export interface ShownPrice {
  price: Money;
  originalPrice: Money | null;
}

/** The original price to strike through beside `price`, or null when there is none worth showing. */
export function originalPriceToShow(price: Money, original: Money | null): Money | null {
  if (!original || original.currencyCode !== price.currencyCode) return null;
  return toMajorUnits(original.centAmount, original.fractionDigits) > toMajorUnits(price.centAmount, price.fractionDigits) ? original : null;
}

/**
 * The shopper pays the discounted price when a product discount applies (the list price is then the
 * original), else the list price (with the sale's original price, if any).
 */
export function shownPrice({ value, discounted, original }: PriceOffer): ShownPrice {
  const price = discounted ?? value;
  return { price, originalPrice: originalPriceToShow(price, discounted ? value : original) };
}
