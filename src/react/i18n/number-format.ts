// Numbers as the shopper's locale writes them: "4,9" in German and Czech, "4.9" in English, "1 234" in
// French, "1.234" in German. Plural categories come from the same locale, so "1 produkt, 2 produkty,
// 5 produktů" agrees with the number shown.

import { digitPatternsFor, writeDigits } from '../../domain/money/digit-patterns.ts';

// Building an Intl object costs some 20 µs, using one well under 1 µs: one per locale (and fraction
// digits) per isolate. They hold no request state; the keys are bounded by the shop's 28 locales.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * `formatNumber(1234.5, 'de-DE')` → "1.234,5"; with `fractionDigits` exactly that many digits after
 * the separator (`formatNumber(5, 'cs-CZ', 1)` → "5,0"), otherwise up to three as the number has them.
 */
export function formatNumber(value: number, locale: string, fractionDigits?: number): string {
  // In the browser, without building an Intl formatter (digit-patterns.ts); Intl's default is 0 to 3 digits.
  const pattern = digitPatternsFor(locale)?.number;
  const written = pattern ? writeDigits(pattern, value, fractionDigits ?? 0, fractionDigits ?? 3) : null;
  if (written !== null) return written;
  const key = `${locale}|${fractionDigits ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      fractionDigits === undefined
        ? {}
        : {
            minimumFractionDigits: fractionDigits,
            maximumFractionDigits: fractionDigits,
          },
    );
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** The CLDR plural category of a count in a locale: `pluralCategory(22, 'pl-PL')` → "few". */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}
