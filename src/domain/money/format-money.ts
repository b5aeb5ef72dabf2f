// Money display (spec part 2 §9 "Price math", "Currencies and fallbacks"). Amounts arrive as the
// commerce platform sends them: an integer in minor units plus its fraction digits.
import { usesNarrowSymbol } from './currency-symbols.ts';

export interface MoneyValue {
  centAmount: number;
  currencyCode: string;
  /** Digits after the decimal point; 2 when the platform omits it. */
  fractionDigits?: number;
}

export const DEFAULT_FRACTION_DIGITS = 2;

/**
 * Currencies shown in whole units on every page (issue 17: one decision for every amount of a page, prices,
 * totals and tax lines alike). The forint has had no coins below 1 Ft since 1999; Hungarian shops and
 * invoices show whole forints, and a net or tax line of "17 400,79 Ft" beside a total of "22 099 Ft" reads
 * as a mistake. Each amount is rounded half away from zero for display only; amounts are kept exact, so
 * net + tax can differ by 1 Ft from the shown total, as on Hungarian receipts.
 */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['HUF']);

/** The fraction digits an amount of this currency is shown with. */
export const displayFractionDigits = (currencyCode: string, fractionDigits: number): number =>
  WHOLE_UNIT_CURRENCIES.has(currencyCode) ? 0 : fractionDigits;

export const toMajorUnits = (centAmount: number, fractionDigits: number = DEFAULT_FRACTION_DIGITS): number => centAmount / 10 ** fractionDigits;

// Building a formatter costs far more than using one; the keys are bounded by locales × currencies.
const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (locale: string, currencyCode: string, fractionDigits: number): Intl.NumberFormat => {
  const key = `${locale}|${currencyCode}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      currencyDisplay: usesNarrowSymbol(currencyCode) ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: displayFractionDigits(currencyCode, fractionDigits),
      maximumFractionDigits: displayFractionDigits(currencyCode, fractionDigits),
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** `formatMoney({ centAmount: 129900, currencyCode: 'EUR', fractionDigits: 2 }, 'sk-SK')` → "1 299,00 €". */
export const formatMoney = (money: MoneyValue, locale: string): string => {
  const fractionDigits = money.fractionDigits ?? DEFAULT_FRACTION_DIGITS;
  return formatterFor(locale, money.currencyCode, fractionDigits).format(toMajorUnits(money.centAmount, fractionDigits));
};
