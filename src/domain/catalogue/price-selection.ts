// Which of a product's prices a shopper of a market pays (commercetools price selection, for the
// indexer, which reads every price of a product at once and selects per market itself): same currency,
// valid now, for no customer group or channel (shoppers have neither), and for the market's country or
// for every country. A country's own price beats one for every country; at the same scope a price with
// a validity period beats one without (a time-limited price overrides the standing one while it runs).

/** The parts of a price that decide whether it is selected (commercetools' Price has them all). */
export interface SelectablePrice {
  value: { currencyCode: string };
  country?: string;
  channel?: unknown;
  customerGroup?: unknown;
  /** ISO date-times. */
  validFrom?: string;
  validUntil?: string;
}

export interface PriceMarket {
  currency: string;
  country: string;
}

const isValidAt = (price: SelectablePrice, now: Date): boolean =>
  (!price.validFrom || Date.parse(price.validFrom) <= now.getTime()) && (!price.validUntil || Date.parse(price.validUntil) > now.getTime());

const specificity = (price: SelectablePrice): number => (price.country ? 2 : 0) + (price.validFrom || price.validUntil ? 1 : 0);

/** The price a shopper of the market pays now, or undefined when the product has none for it. */
export function selectPrice<P extends SelectablePrice>(prices: readonly P[], market: PriceMarket, now: Date): P | undefined {
  let best: P | undefined;
  for (const price of prices) {
    if (price.value.currencyCode !== market.currency || price.customerGroup || price.channel) continue;
    if ((price.country && price.country !== market.country) || !isValidAt(price, now)) continue;
    if (!best || specificity(price) > specificity(best)) best = price;
  }
  return best;
}
