// Algolia-style `_highlightResult` entries (pure): query words found in a value are wrapped in the
// pre/post tags (whole word for an exact or fuzzy match, the typed part for a prefix match, the matching
// part of a compound word in an attribute whose compounds are split); the rest is HTML-escaped, as
// Algolia does by default. Words are compared as `search-text.ts` normalizes them.
import { endsCompound, isPartOf } from './search-compounds.ts';
import { normalizeTerm, prefixLength, suffixLength } from './search-text.ts';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface Tags {
  pre: string;
  post: string;
}

/** A highlighted part of one word: [from, to) in its characters. */
type Range = readonly [number, number];

/** The part of `word` (normalized: `normalized`) that query word `query` matches, if any. */
const matchedRange = (word: string, normalized: string, query: string, fuzzyTerms: ReadonlySet<string>, compounds: boolean): Range | undefined => {
  if (normalized === query) return [0, word.length];
  if (normalized.startsWith(query)) return [0, prefixLength(word, query.length)];
  if (compounds && endsCompound(normalized, query)) return [word.length - suffixLength(word, query.length), word.length];
  // A fuzzy match, or (split query) a word that is a part of the compound query word: as the engine matched it.
  if (fuzzyTerms.has(normalized) && (isClose(normalized, query) || (compounds && isPartOf(normalized, query)))) return [0, word.length];
  return undefined;
};

/** Overlapping or touching ranges joined, in order. */
const merge = (ranges: Range[]): Range[] =>
  [...ranges]
    .sort((a, b) => a[0] - b[0])
    .reduce<Range[]>((joined, range) => {
      const last = joined.at(-1);
      if (last && range[0] <= last[1]) joined[joined.length - 1] = [last[0], Math.max(last[1], range[1])];
      else joined.push(range);
      return joined;
    }, []);

/**
 * @param words the query words
 * @param fuzzyTerms normalized document terms the search engine matched (fuzzy matches among them)
 * @param compounds whether the value's attribute has its compound words split (`decompoundedAttributes`)
 */
export const highlightValue = (
  value: string,
  words: readonly string[],
  fuzzyTerms: ReadonlySet<string>,
  tags: Tags,
  compounds = false,
): HighlightResult => {
  const normalizedWords = words.map(normalizeTerm);
  const matched = new Set<number>();
  let out = '';
  let last = 0;
  let highlightedChars = 0;
  let wordChars = 0;
  for (const match of value.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = match[0];
    const start = match.index;
    const normalized = normalizeTerm(word);
    wordChars += word.length;
    const ranges: Range[] = [];
    normalizedWords.forEach((query, i) => {
      if (query === '') return;
      const range = matchedRange(word, normalized, query, fuzzyTerms, compounds);
      if (!range) return;
      ranges.push(range);
      matched.add(i);
    });
    for (const [from, to] of merge(ranges)) {
      out += `${escapeHtml(value.slice(last, start + from))}${tags.pre}${escapeHtml(word.slice(from, to))}${tags.post}`;
      last = start + to;
      highlightedChars += to - from;
    }
  }
  out += escapeHtml(value.slice(last));
  const matchedWords = [...matched].map((i) => words[i] ?? '');
  const matchLevel = matched.size === 0 ? 'none' : matched.size === normalizedWords.length ? 'full' : 'partial';
  return {
    value: out,
    matchLevel,
    matchedWords,
    ...(matchLevel === 'none' ? {} : { fullyHighlighted: highlightedChars === wordChars }),
  };
};

/** A fuzzy match is at most two edits away (what the engine allows for long words). */
const isClose = (a: string, b: string): boolean => {
  if (Math.abs(a.length - b.length) > 2) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return (previous[b.length] ?? 99) <= 2;
};
