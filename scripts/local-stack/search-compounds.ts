// Algolia's compound-word splitting as the search stand-in emulates it (pure). With
// `decompoundedAttributes` set for the index's language (one of the languages Algolia splits), a query
// word also finds the compound words of those attributes that end in it: German 'Waage' finds
// 'Plattformwaage', Swedish 'våg' finds 'Plattformsvåg' (its linking 's' stays with the first part). With
// `decompoundQuery` (Algolia's default), a compound query word is also looked for as two words of those
// attributes: 'Plattformwaage' finds 'Plattform-Waage'. Algolia splits with a dictionary per language; the
// stand-in has none, so it takes any split whose parts have at least three letters, which is looser than
// Algolia (German 'age' would find 'Plattformwaage') but never misses a real compound.
import { DECOMPOUNDING_LANGUAGES } from '../../src/domain/search/search-languages.ts';

/** Shortest part a compound is split into ('våg'). */
const MIN_PART = 3;
/** Longest query word read as a compound: no real one is longer, and a 10 KB query word stays cheap. */
const MAX_COMPOUND = 64;

export interface CompoundRules {
  /** Searchable attributes whose compound words are split. */
  fields: readonly string[];
  /** `decompoundQuery`: a compound query word is also looked for as its two parts. */
  splitQuery: boolean;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/**
 * The index's compound rules, or null when none of its languages splits compounds on any of its searchable
 * attributes (`searchable`; Algolia splits only those).
 */
export const compoundRules = (settings: Readonly<Record<string, unknown>>, searchable: readonly string[]): CompoundRules | null => {
  const languages = new Set([...strings(settings.indexLanguages), ...strings(settings.queryLanguages)]);
  const byLanguage = settings.decompoundedAttributes;
  if (!byLanguage || typeof byLanguage !== 'object') return null;
  const fields = Object.entries(byLanguage)
    .filter(([language]) => languages.has(language) && (DECOMPOUNDING_LANGUAGES as readonly string[]).includes(language))
    .flatMap(([, attributes]) => strings(attributes))
    .filter((attribute) => searchable.includes(attribute));
  return fields.length ? { fields: [...new Set(fields)], splitQuery: settings.decompoundQuery !== false } : null;
};

/** Whether normalized `word` is a compound whose last part is normalized `part` ('plattformsvag', 'vag'). */
export const endsCompound = (word: string, part: string): boolean =>
  part.length >= MIN_PART && word.length - part.length >= MIN_PART && word.endsWith(part);

/** Whether normalized `word` is the first or last part of the normalized compound `compound`. */
export const isPartOf = (word: string, compound: string): boolean =>
  word.length >= MIN_PART && compound.length - word.length >= MIN_PART && (compound.startsWith(word) || compound.endsWith(word));

/**
 * The readings of a normalized query word as two words of the vocabulary: 'plattformwaage' →
 * [['plattform', 'waage']]; a linking 's' between them is dropped ('plattformsvag' → ['plattform', 'vag']).
 */
export const splitCompound = (word: string, vocabulary: ReadonlySet<string>): Array<[string, string]> => {
  const splits: Array<[string, string]> = [];
  if (word.length > MAX_COMPOUND) return splits;
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (!vocabulary.has(tail)) continue;
    if (vocabulary.has(head)) splits.push([head, tail]);
    else if (head.endsWith('s') && head.length > MIN_PART && vocabulary.has(head.slice(0, -1))) splits.push([head.slice(0, -1), tail]);
  }
  return splits;
};
