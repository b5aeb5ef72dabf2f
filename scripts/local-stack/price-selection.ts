// commercetools price selection, which the emulator gets wrong: it demands an exact country match, so a
// price without a country (valid in every country) is never selected once `priceCountry` is given.
// The real rule: same currency; a price scoped to the requested country/channel/customer group beats
// an unscoped one; a price scoped to something else never matches.
import type { Price } from '@commercetools/platform-sdk';

export interface PriceSelector {
  currency: string;
  country?: string;
  channel?: string;
  customerGroup?: string;
}

/** Scopes a price may carry, each matching only the same requested value. */
function scopeScore(price: Price, selector: PriceSelector): number | null {
  let score = 0;
  const scopes: [string | undefined, string | undefined, number][] = [
    [price.customerGroup?.id, selector.customerGroup, 4],
    [price.channel?.id, selector.channel, 2],
    [price.country, selector.country, 1],
  ];
  for (const [scoped, requested, weight] of scopes) {
    if (scoped === undefined) continue;
    if (scoped !== requested) return null;
    score += weight;
  }
  return score;
}

export function selectPrice(prices: readonly Price[] | undefined, selector: PriceSelector): Price | undefined {
  let best: { price: Price; score: number } | undefined;
  for (const price of prices ?? []) {
    if (price.value.currencyCode !== selector.currency) continue;
    const score = scopeScore(price, selector);
    if (score !== null && (!best || score > best.score)) best = { price, score };
  }
  return best?.price;
}
