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
 * Forint prices are whole in practice and Hungarian shoppers do not expect ",00"; a forint amount with
 * a fraction still shows it, so nothing is silently rounded. Every other currency keeps its decimals.
 */
export const WHOLE_AMOUNTS_WITHOUT_DECIMALS: readonly string[] = ['HUF'];

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
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      trailingZeroDisplay: WHOLE_AMOUNTS_WITHOUT_DECIMALS.includes(currencyCode) ? 'stripIfInteger' : 'auto',
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
