// Algolia-style `_highlightResult` entries (pure): query words found in a value are wrapped in the
// pre/post tags (whole word for an exact or fuzzy match, the typed part for a prefix match); the rest is
// HTML-escaped, as Algolia does by default.

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** Lower case without diacritics: how both the index and the queries see words. */
export const normalizeTerm = (term: string): string => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export const queryWords = (query: string): string[] => query.match(/[\p{L}\p{N}]+/gu) ?? [];

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface Tags {
  pre: string;
  post: string;
}

/**
 * @param words the query words
 * @param fuzzyTerms normalized document terms the search engine matched (fuzzy matches among them)
 */
export const highlightValue = (value: string, words: readonly string[], fuzzyTerms: ReadonlySet<string>, tags: Tags): HighlightResult => {
  const normalizedWords = words.map(normalizeTerm);
  const matched = new Set<number>();
  let out = '';
  let last = 0;
  let highlightedChars = 0;
  let wordChars = 0;
  for (const match of value.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    const start = match.index;
    const normalized = normalizeTerm(word);
    wordChars += word.length;
    let length = 0;
    normalizedWords.forEach((query, i) => {
      if (query === '') return;
      if (normalized === query) {
        length = word.length;
      } else if (normalized.startsWith(query)) {
        length = Math.max(length, prefixLength(word, query.length));
      } else if (fuzzyTerms.has(normalized) && isClose(normalized, query)) {
        length = word.length;
      } else {
        return;
      }
      matched.add(i);
    });
    if (length === 0) continue;
    out += `${escapeHtml(value.slice(last, start))}${tags.pre}${escapeHtml(word.slice(0, length))}${tags.post}`;
    last = start + length;
    highlightedChars += length;
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

/** Number of original characters whose normalized form covers `normalizedLength` characters. */
const prefixLength = (word: string, normalizedLength: number): number => {
  let count = 0;
  let length = 0;
  for (const char of word) {
    if (count >= normalizedLength) break;
    count += normalizeTerm(char).length;
    length += char.length;
  }
  return length;
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
