// A plural message in a locale file is an object of CLDR plural categories, e.g.
// `"category.products": { "one": "{{count}} product", "other": "{{count}} products" }`: each language
// lists the categories `Intl.PluralRules` has for it (Czech and Polish one/few/many/other, French
// one/many/other, English one/other; src/locales/locales.test.ts holds every file to that).
// The dictionary handed to the translator and the worker stays flat (`Messages`, every value a string):
// each form sits under `key#category`, so a plain lookup such as `messages['cart.error.failed']` stays a
// string, and a plural key is never mistaken for a text.

type PluralCategory = Intl.LDMLPluralRule;

export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

export const PLURAL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** No key of a locale file may contain it (src/locales/locales.test.ts). */
const SEPARATOR = '#';

/** The flat key of one plural form: `pluralKey('category.products', 'few')` → "category.products#few". */
export const pluralKey = (key: string, category: PluralCategory): string => `${key}${SEPARATOR}${category}`;
