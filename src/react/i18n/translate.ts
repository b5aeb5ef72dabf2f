// One rosetta translator for a locale's messages (per render, never module-scoped), extended with
// plurals and numbers: a `count` param picks the message's plural form for the locale
// (plural-forms.ts), and every number param is written as the locale writes numbers ("4,9", "1.234").
// A param that is not a quantity (a year, an id, a code) is passed as a string and left as it is.
import rosetta from 'rosetta';
import type { Messages } from './messages.ts';
import { formatNumber, pluralCategory } from './number-format.ts';
import { pluralKey } from './plural-forms.ts';

type MessageParams = Readonly<Record<string, string | number>>;

export type Translate = (key: string, params?: MessageParams) => string;

export function createTranslate(locale: string, messages: Messages): Translate {
  const i18n = rosetta({ [locale]: messages });
  i18n.locale(locale);

  // The form for the count; a language without that category (one that falls back to the English
  // forms, e.g. Romanian "few") takes `other`; a message without forms is read as it is.
  const messageKey = (key: string, count: string | number | undefined): string => {
    if (typeof count !== 'number') return key;
    const form = pluralKey(key, pluralCategory(count, locale));
    if (messages[form] !== undefined) return form;
    const other = pluralKey(key, 'other');
    return messages[other] === undefined ? key : other;
  };

  const localized = (params: MessageParams): Record<string, string> => {
    const texts: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) texts[name] = typeof value === 'number' ? formatNumber(value, locale) : value;
    return texts;
  };

  // Keys are flat ("product.addToCart"): pass them as one path segment, not split at the dots.
  return (key, params) => (params ? i18n.t([messageKey(key, params['count'])], localized(params)) : i18n.t([key])) || key;
}
