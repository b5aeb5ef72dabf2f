// Money display (spec part 2 §9 "Price math", "Currencies and fallbacks"). Amounts arrive as the
// commerce platform sends them: an integer in minor units plus its fraction digits.
import { usesNarrowSymbol } from './currency-symbols.ts';
import { type DigitPatterns, digitPatternsFor, readDigitPatterns, writeDigits } from './digit-patterns.ts';

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
  const amount = toMajorUnits(money.centAmount, fractionDigits);
  // In the browser, without building an Intl formatter (digit-patterns.ts).
  const pattern = digitPatternsFor(locale)?.money[money.currencyCode];
  const digits = displayFractionDigits(money.currencyCode, fractionDigits);
  const written = pattern ? writeDigits(pattern, amount, digits, digits) : null;
  return written ?? formatterFor(locale, money.currencyCode, fractionDigits).format(amount);
};

/** Read once per locale and currencies in an isolate; bounded by the shop's markets. */
const digitPatterns = new Map<string, DigitPatterns | null>();

/** How the locale writes a number and an amount of each currency, for the browser (digit-patterns.ts). */
export function moneyDigitPatterns(locale: string, currencies: readonly string[]): DigitPatterns | null {
  const key = `${locale}|${currencies.join()}`;
  if (!digitPatterns.has(key)) {
    digitPatterns.set(
      key,
      readDigitPatterns(locale, currencies, (currency) => formatterFor(locale, currency, DEFAULT_FRACTION_DIGITS)),
    );
  }
  return digitPatterns.get(key) ?? null;
}
