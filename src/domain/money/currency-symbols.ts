// How a currency's symbol is shown. Apart from the shipping fees of markets/currency-rules.ts, so that
// every page formatting a price does not also download the fee table (product page JS budget).
import type { CurrencyCode } from '../markets/countries.ts';

/** Currencies shown with their narrow symbol ("kr", "Kč") rather than an ISO-like one ("DKK"). */
export const NARROW_SYMBOL_CURRENCIES: readonly CurrencyCode[] = ['CZK', 'DKK', 'SEK'];

export const usesNarrowSymbol = (currency: string): boolean => (NARROW_SYMBOL_CURRENCIES as readonly string[]).includes(currency);
