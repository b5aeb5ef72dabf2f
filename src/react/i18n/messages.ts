// Message dictionaries per language, one for each of the shop's 21 languages. `en` is the master; every
// other file has all of its keys (src/locales/locales.test.ts), and the merge below still falls back to `en`
// per key, so a key added to en.json alone shows English rather than a key until it is translated.
import en from '../../locales/en.json';
import bg from '../../locales/bg.json';
import cs from '../../locales/cs.json';
import da from '../../locales/da.json';
import de from '../../locales/de.json';
import el from '../../locales/el.json';
import es from '../../locales/es.json';
import fi from '../../locales/fi.json';
import fr from '../../locales/fr.json';
import hr from '../../locales/hr.json';
import hu from '../../locales/hu.json';
import it from '../../locales/it.json';
import lt from '../../locales/lt.json';
import nb from '../../locales/nb.json';
import nl from '../../locales/nl.json';
import pl from '../../locales/pl.json';
import pt from '../../locales/pt.json';
import ro from '../../locales/ro.json';
import sk from '../../locales/sk.json';
import sl from '../../locales/sl.json';
import sv from '../../locales/sv.json';
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

/** Every language of the shop (a new one in countries.ts is a type error until its file is here). */
const BY_LANGUAGE: Readonly<Record<Language, LocaleMessages>> = {
  en,
  bg,
  cs,
  da,
  de,
  el,
  es,
  fi,
  fr,
  hr,
  hu,
  it,
  lt,
  nb,
  nl,
  pl,
  pt,
  ro,
  sk,
  sl,
  sv,
};

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
