// Message dictionaries per language. `en` is complete; the others override what they translate and fall
// back to `en` for the rest, so a missing translation shows English rather than a key.
import en from '../../locales/en.json';
import de from '../../locales/de.json';
import sk from '../../locales/sk.json';
import cs from '../../locales/cs.json';
import pl from '../../locales/pl.json';
import fr from '../../locales/fr.json';
import it from '../../locales/it.json';
import es from '../../locales/es.json';
import nl from '../../locales/nl.json';
import hu from '../../locales/hu.json';
import type { Language } from '../../domain/markets/countries.ts';
import { PLURAL_CATEGORIES, pluralKey, type PluralForms } from './plural-forms.ts';

/** A locale file: plain texts, and plural messages as objects of their forms. */
type LocaleMessages = Readonly<Record<string, string | PluralForms>>;

/**
 * What the translator and the worker read: every value a string. A plain key reads as before
 * (`messagesFor('de')['cart.error.failed']`); a plural message's forms sit under `key#category`
 * (plural-forms.ts), read through `createTranslate` with a `count`.
 */
export type Messages = Record<string, string>;

const BY_LANGUAGE: Partial<Record<Language, LocaleMessages>> = { de, sk, cs, pl, fr, it, es, nl, hu };

function flatten(messages: LocaleMessages): Messages {
  const flat: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') {
      flat[key] = value;
      continue;
    }
    for (const category of PLURAL_CATEGORIES) {
      const text = value[category];
      if (text !== undefined) flat[pluralKey(key, category)] = text;
    }
  }
  return flat;
}

// The dictionaries are fixed at build time and the same for every request, so each language's is
// merged and flattened once per isolate; frozen, so no render can change another's texts.
const dictionaries = new Map<Language, Messages>();

export function messagesFor(language: Language): Messages {
  let messages = dictionaries.get(language);
  if (!messages) {
    // Per key: a language's plural message replaces the English one whole (its own categories only).
    messages = Object.freeze(flatten({ ...en, ...BY_LANGUAGE[language] }));
    dictionaries.set(language, messages);
  }
  return messages;
}
