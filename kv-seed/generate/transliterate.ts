// ASCII transliteration of the two non-Latin scripts among the catalogue languages, for slugs: Greek
// after ELOT 743 (the Greek standard that Greek shops' URLs follow) and Bulgarian Cyrillic after the
// Streamlined System (the official romanisation of Bulgaria's 2009 law). Both take lower-case text.

// biome-ignore format: the alphabet in rows reads as a table
const GREEK_LETTERS: Readonly<Record<string, string>> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

/** Accented vowels to plain ones; a diaeresis (ϊ, ϋ) keeps its vowel apart from the one before it. */
// biome-ignore format: one row
const GREEK_ACCENTS: Readonly<Record<string, string>> = { ά: 'α', έ: 'ε', ή: 'η', ί: 'ι', ό: 'ο', ύ: 'υ', ώ: 'ω', ϊ: 'i', ΐ: 'i', ϋ: 'y', ΰ: 'y' };

/** Before these voiceless consonants, and at a word's end, αυ, ευ, ηυ sound af, ef, if; elsewhere av, ev, iv. */
const VOICELESS = 'θκξπστφχψ';

export const transliterateGreek = (text: string): string =>
  text
    .replace(/[άέήίόύώϊΐϋΰ]/g, (ch) => GREEK_ACCENTS[ch] ?? ch)
    .replace(/([αεη])υ(.?)/g, (_, vowel: string, next: string) => {
      const v = vowel === 'α' ? 'a' : vowel === 'ε' ? 'e' : 'i';
      return `${v}${VOICELESS.includes(next) || !/[α-ω]/.test(next) ? 'f' : 'v'}${next}`;
    })
    .replace(/ου/g, 'ou')
    .replace(/γ([γξχ])/g, 'n$1')
    .replace(/[α-ω]/g, (ch) => GREEK_LETTERS[ch] ?? ch);

// biome-ignore format: the alphabet in rows reads as a table
const BULGARIAN_LETTERS: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'sht', ъ: 'a', ь: 'y', ю: 'yu', я: 'ya', ѝ: 'i',
};

export const transliterateBulgarian = (text: string): string =>
  text
    // The law's one exception: a word-final ия is ia (България → Bulgaria).
    .replace(/ия(?![а-я])/g, 'ia')
    .replace(/[а-яѝ]/g, (ch) => BULGARIAN_LETTERS[ch] ?? ch);
