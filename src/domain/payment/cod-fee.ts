// biome-ignore-all format: hand-aligned per-currency table reads better as a table
// The cash-on-delivery fee (spec part 2 §9 "COD fee = centAmount / 10^fractionDigits"; its name is the
// store's custom field `codFeeTitle`, the amount charged is stored on the cart as `calculatedCodFee`).
// The spec gives no amounts. Decision: one fee per currency, about what couriers charge a shop for
// collecting cash (some 2.50–3 €), at a price point of the market — EUR 2.90 ≈ CZK 69 ≈ PLN 12.90.
import type { CurrencyCode } from '../markets/countries.ts';
import type { Money } from '../money/money.ts';

/** Minor units (two fraction digits) per currency. */
const COD_FEE_MINOR_UNITS = {
  EUR: 290,  GBP: 250,  CHF: 290,  DKK: 2200, SEK: 3500, NOK: 3500,
  CZK: 6900, PLN: 1290, HUF: 119000, RON: 1490, BGN: 590,
} as const satisfies Record<CurrencyCode, number>;

export function codFeeFor(currency: CurrencyCode): Money {
  return { centAmount: COD_FEE_MINOR_UNITS[currency], currencyCode: currency, fractionDigits: 2 };
}
