// One rosetta translator for a locale's messages (per render, never module-scoped).
import rosetta from 'rosetta';
import type { Messages } from './messages.ts';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function createTranslate(locale: string, messages: Messages): Translate {
  const i18n = rosetta({ [locale]: messages });
  i18n.locale(locale);
  // Keys are flat ("product.addToCart"): pass them as one path segment, not split at the dots.
  return (key, params) => i18n.t([key], params) || key;
}
