// A localized value (commercetools LocalizedString, or a localized attribute) in a market: the
// locale's own entry (`de-CH`), then its language's (`de`), then English, then any; '' when none.
import type { Market } from '../../../../domain/markets/market.ts';

export const FALLBACK_LANGUAGE = 'en';

export type MarketLanguage = Pick<Market, 'locale' | 'language'>;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function localized(value: unknown, { locale, language }: MarketLanguage): string {
  if (!isRecord(value)) return '';
  const texts = [value[locale], value[language], value[FALLBACK_LANGUAGE], ...Object.values(value)];
  return texts.find((text): text is string => typeof text === 'string') ?? '';
}
