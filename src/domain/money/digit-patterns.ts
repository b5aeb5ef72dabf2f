// Numbers and prices written without Intl in the browser. The first Intl formatter a page builds costs
// 16–74 ms on a fast desktop (ICU loads its formatting data; measured in Chromium with Playwright), one
// long task in the middle of hydration on every page, four times as long on a phone. The worker, where
// Intl is warm, reads how the page's locale writes a number and an amount of its currency (formatToParts)
// and sends that with the page; the browser writes the digits into it itself. The tests compare the result
// with Intl for every market's locale and currency; anything this does not cover is left to Intl.

/** How one format writes numbers: its separators and what stands around the digits ('#'). */
export interface DigitPattern {
  decimal: string;
  group: string;
  /** Integer digits from which thousands are separated: 4 ("1 234"), or 5 where "1234" stays whole (es, pl). */
  groupFrom: number;
  positive: string;
  negative: string;
}

/** A locale's plain numbers and its amounts in the given currencies, as the page's data carries them. */
export interface DigitPatterns {
  locale: string;
  number: DigitPattern;
  /** Per currency code; the caller gives the fraction digits an amount is shown with. */
  money: Record<string, DigitPattern>;
}

const DIGIT_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The pattern of one Intl format, or null when it writes numbers another way (other group sizes, digits). */
function readPattern(format: Intl.NumberFormat, fallbackDecimal = '.'): DigitPattern | null {
  const around = (value: number) => {
    const parts = format.formatToParts(value);
    let text = '';
    let inDigits = false;
    for (const part of parts) {
      if (DIGIT_PARTS.has(part.type)) {
        if (!inDigits) text += '#';
        inDigits = true;
      } else {
        text += part.value;
        inDigits = false;
      }
    }
    return { text, parts };
  };
  const { text: positive, parts } = around(1234567.25);
  const { text: negative } = around(-1234567.25);
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value);
  const group = parts.find((part) => part.type === 'group')?.value;
  if (integers.join('') !== '1234567' || integers.slice(1).some((digits) => digits.length !== 3) || group === undefined) return null;
  if (positive.split('#').length !== 2 || negative.split('#').length !== 2) return null;
  // A currency shown in whole units writes no decimal separator: the locale's is kept for completeness.
  const decimal = format.formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? fallbackDecimal;
  const groupFrom = format.formatToParts(1000).some((part) => part.type === 'group') ? 4 : 5;
  return { decimal, group, groupFrom, positive, negative };
}

/** Read in the worker, where the formats are cached and Intl is warm. `moneyFormat` builds a currency's format. */
export function readDigitPatterns(
  locale: string,
  currencies: readonly string[],
  moneyFormat: (currency: string) => Intl.NumberFormat,
): DigitPatterns | null {
  const number = readPattern(new Intl.NumberFormat(locale));
  if (!number) return null;
  const money: Record<string, DigitPattern> = {};
  for (const currency of currencies) {
    const pattern = readPattern(moneyFormat(currency), number.decimal);
    if (pattern) money[currency] = pattern;
  }
  return { locale, number, money };
}

/**
 * `value` written with `minFraction` to `maxFraction` digits after the separator, rounded half away from
 * zero on its shortest decimal form, as Intl does; null for what is left to Intl (exponents, NaN, ∞).
 */
export function writeDigits(pattern: DigitPattern, value: number, minFraction: number, maxFraction: number): string | null {
  const shortest = String(Math.abs(value));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(shortest);
  if (!match) return null;
  let integer = match[1] ?? '0';
  let fraction = match[2] ?? '';
  if (fraction.length > maxFraction) {
    const roundUp = (fraction[maxFraction] ?? '0') >= '5';
    let kept = integer + fraction.slice(0, maxFraction);
    // One more in the last kept digit, carried as far as it goes ("0999" → "1000").
    if (roundUp) kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
    integer = kept.slice(0, kept.length - maxFraction) || '0';
    fraction = kept.slice(kept.length - maxFraction);
  }
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minFraction, '0');
  let grouped = integer;
  if (integer.length >= pattern.groupFrom) {
    const head = integer.length % 3 || 3;
    const groups = [integer.slice(0, head)];
    for (let at = head; at < integer.length; at += 3) groups.push(integer.slice(at, at + 3));
    grouped = groups.join(pattern.group);
  }
  const digits = fraction ? `${grouped}${pattern.decimal}${fraction}` : grouped;
  const negative = value < 0 || Object.is(value, -0);
  return (negative ? pattern.negative : pattern.positive).replace('#', digits);
}

/** The page's patterns in the browser (hydrate.tsx adopts them); none in the worker, which uses Intl. */
let adopted: DigitPatterns | null = null;

export function adoptDigitPatterns(patterns: DigitPatterns | null | undefined): void {
  adopted = patterns ?? null;
}

/** The adopted patterns when they are this locale's. */
export const digitPatternsFor = (locale: string): DigitPatterns | null => (adopted?.locale === locale ? adopted : null);
