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

export type Messages = Record<string, string>;

const BY_LANGUAGE: Partial<Record<Language, Messages>> = { de, sk, cs, pl, fr, it, es, nl, hu };

export function messagesFor(language: Language): Messages {
  return { ...en, ...BY_LANGUAGE[language] };
}
