// How the search stand-in reads words (pure), for both records and queries, close to Algolia's own
// normalisation for the shop's languages:
// - a word is a run of letters, combining marks and digits of any script (Latin, Greek, Cyrillic…);
// - case is folded in every script (Ζυγαριά → ζυγαριά, Весы → весы);
// - diacritics are folded on Latin and Greek letters: Czech 'váha' = 'vaha', Swedish 'våg' = 'vag',
//   Greek tonos and dialytika ('ζυγαριά' = 'ζυγαρια'), plus the Latin letters that carry their stroke in
//   the letter itself (ø, ł, đ, ß, æ, œ) and the Greek final sigma (ς = σ);
// - Cyrillic letters keep their marks (й is not и, ё is not е), as Algolia keeps them.
// Algolia can keep some diacritics per language (`keepDiacriticsOnCharacters`); the shop sets none, so
// everything named above is folded for every language.

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MARK = /^\p{M}$/u;
const FOLDS_MARKS = /^[\p{Script=Latin}\p{Script=Greek}]$/u;
const LETTER_FOLDS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ς: 'σ' };

/** The words of a text or query, in order. */
export const queryWords = (text: string): string[] => text.match(WORD) ?? [];

/** A word as the index and the queries compare it: case and diacritics folded as described above. */
export const normalizeTerm = (term: string): string => {
  let out = '';
  let foldMarks = false;
  for (const char of term.toLowerCase().normalize('NFD')) {
    if (MARK.test(char)) {
      if (!foldMarks) out += char;
      continue;
    }
    foldMarks = FOLDS_MARKS.test(char);
    out += LETTER_FOLDS[char] ?? char;
  }
  return out.normalize('NFC');
};

/**
 * Number of characters of `word` whose normalized form is its first `normalizedLength` normalized
 * characters, with the folded marks of the last one ('va\u0301ha', 2 → 3).
 */
export const prefixLength = (word: string, normalizedLength: number): number => {
  let length = 0;
  let covered = 0;
  for (const char of word) {
    const next = normalizeTerm(word.slice(0, length + char.length)).length;
    if (covered >= normalizedLength && next > covered) break;
    length += char.length;
    covered = next;
  }
  return length;
};

/** Number of characters of `word` whose normalized form is its last `normalizedLength` normalized characters. */
export const suffixLength = (word: string, normalizedLength: number): number => {
  let length = 0;
  let covered = 0;
  for (const char of [...word].reverse()) {
    const next = normalizeTerm(word.slice(word.length - length - char.length)).length;
    if (covered >= normalizedLength && next > covered) break;
    length += char.length;
    covered = next;
  }
  return length;
};
