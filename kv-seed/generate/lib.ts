// Small shared helpers of the catalogue generator: languages, localized strings, slugs, seeded
// randomness and file output. Everything here is pure and deterministic.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LocalizedString } from '@commercetools/platform-sdk';
import { transliterateBulgarian, transliterateGreek } from './transliterate.ts';

/**
 * The languages every catalogue text is written in, in the order of the word tables: the shop's 21
 * languages (src/domain/markets/countries.ts), the first ten in the order the tables began with.
 */
// biome-ignore format: one line of 21 codes reads better than 21 lines
export const LANGS = ['en', 'de', 'cs', 'sk', 'pl', 'fr', 'it', 'es', 'nl', 'hu', 'pt', 'da', 'sv', 'nb', 'fi', 'el', 'hr', 'lt', 'ro', 'bg', 'sl'] as const;
export type Lang = (typeof LANGS)[number];

/** One text per language, in the order of `LANGS`. */
// biome-ignore format: the two rows are the first ten languages and the eleven added with issue 17
export type Words = readonly [
  en: string, de: string, cs: string, sk: string, pl: string, fr: string, it: string, es: string, nl: string, hu: string,
  pt: string, da: string, sv: string, nb: string, fi: string, el: string, hr: string, lt: string, ro: string, bg: string, sl: string,
];

/** Builds a LocalizedString by calling `fn` for every language. */
export const locBy = (fn: (lang: Lang, index: number) => string): LocalizedString => Object.fromEntries(LANGS.map((lang, i) => [lang, fn(lang, i)]));

/** The word of one language from a table row. */
export const word = (words: Words, lang: Lang): string => words[LANGS.indexOf(lang)] as string;

/** Latin letters that Unicode does not decompose into a base letter and a diacritic. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  '×': 'x',
};

/**
 * Lower-case ASCII slug: Greek and Bulgarian transliterated (transliterate.ts), Latin diacritics dropped
 * (č → c, ș → s, ė → e, å → a), everything else collapsed to single dashes.
 */
export const slugify = (text: string): string =>
  transliterateBulgarian(transliterateGreek(text.toLowerCase()))
    .replace(/[ßłđæøœ×]/g, (ch) => SPECIAL_LETTERS[ch] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Decimal comma for every language but English ("0.01 g" becomes "0,01 g"): all 20 others write a comma. */
export const localNumber = (text: string, lang: Lang): string => (lang === 'en' ? text : text.replace(/(\d)\.(\d)/g, '$1,$2'));

/** 32-bit FNV-1a hash of a string, the seed of the per-item random generators. */
export const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
};

/** Seeded PRNG (mulberry32); the same seed always yields the same sequence. */
export const rng = (seed: string): (() => number) => {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Integer in [min, max] from a PRNG. */
export const intBetween = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/** Writes pretty-printed JSON (2 spaces, trailing newline). */
export const writeJson = (path: string, value: unknown): void => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
};

/** A key reference as used in every draft. */
export const ref = <T extends string>(typeId: T, key: string): { typeId: T; key: string } => ({ typeId, key });

/** Rounds to one decimal place. */
export const round1 = (value: number): number => Math.round(value * 10) / 10;
