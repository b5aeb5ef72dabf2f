// commercetools LocalizedStrings are keyed by language ('de', 'cs'…); 'en' is the catalogue's fallback.
import type { LocalizedString } from '@commercetools/platform-sdk';

export const FALLBACK_LANGUAGE = 'en';

export function pickLocalized(value: LocalizedString | undefined, language: string): string {
  if (!value) return '';
  return value[language] ?? value[FALLBACK_LANGUAGE] ?? Object.values(value)[0] ?? '';
}
