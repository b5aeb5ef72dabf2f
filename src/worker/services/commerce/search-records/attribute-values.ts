// Attribute values as the records need them. Values arrive untyped from commercetools (text, number,
// boolean, enum `{ key, label }`, localized enum, localized text), so each reader checks what it gets.
import { isRecord, localized, type MarketLanguage } from './localized-value.ts';

/**
 * The text of a value in the market: text as is, numbers and booleans written out, an enum by its key
 * (or its label, possibly localized), a localized text in the market's language; undefined otherwise.
 */
export function attributeText(value: unknown, market: MarketLanguage, enumPart: 'key' | 'label' = 'key'): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!isRecord(value)) return undefined;
  if ('key' in value && 'label' in value) {
    if (enumPart === 'key' && typeof value.key === 'string') return value.key;
    return typeof value.label === 'string' ? value.label : localized(value.label, market);
  }
  return localized(value, market) || undefined;
}

/** The texts of a set (or of a single value), in the market; values without a text are left out. */
export const attributeTexts = (value: unknown, market: MarketLanguage): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((entry: unknown) => attributeText(entry, market) ?? []);
