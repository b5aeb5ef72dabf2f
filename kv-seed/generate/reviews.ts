// ReviewDrafts of the demo catalogue: the reviews planned for each A-ware product (review-ratings.ts),
// written in the languages of the markets selling it, worded by their stars, dated after the product's
// release, some low ones answered by customer care. Each carries its title, text and answer in the other
// catalogue languages as translations (custom type `review-custom`), as imported reviews do.
import type { LocalizedString, ReviewDraft } from '@commercetools/platform-sdk';
import type { LocaleCode } from '../../src/domain/markets/countries.ts';
import type { Item } from './catalogue.ts';
import { intBetween, type Lang, locBy, ref, rng, type Words, word } from './lib.ts';
import {
  CARE_ANSWERS,
  COMPLAINTS,
  PRAISE,
  QUIBBLES,
  REVIEWER_NAMES,
  TITLES_EXCELLENT,
  TITLES_GOOD,
  TITLES_MIXED,
  TITLES_POOR,
} from './review-phrases.ts';

/** The locale a review in each catalogue language is written in, with how often shoppers of that market write one. */
const WRITTEN_IN: readonly (readonly [Lang, LocaleCode, number])[] = [
  ['de', 'de-DE', 5],
  ['cs', 'cs-CZ', 3],
  ['sk', 'sk-SK', 2],
  ['pl', 'pl-PL', 3],
  ['fr', 'fr-FR', 3],
  ['it', 'it-IT', 2],
  ['es', 'es-ES', 2],
  ['nl', 'nl-NL', 1],
  ['hu', 'hu-HU', 1],
  ['en', 'en-GB', 1],
  ['pt', 'pt-PT', 1],
  ['da', 'da-DK', 1],
  ['sv', 'sv-SE', 2],
  ['nb', 'nb-NO', 1],
  ['fi', 'fi-FI', 1],
  ['el', 'el-GR', 1],
  ['hr', 'hr-HR', 1],
  ['lt', 'lt-LT', 1],
  ['ro', 'ro-RO', 1],
  ['bg', 'bg-BG', 1],
  ['sl', 'sl-SI', 1],
];

const FIRST_DAY = Date.UTC(2022, 1, 1);
const LAST_DAY = Date.UTC(2026, 10, 15);
const DAY = 86_400_000;

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const pickLanguage = (random: () => number, item: Item): readonly [Lang, LocaleCode] => {
  const offered = WRITTEN_IN.filter(([, locale]) => item.enabledLocales.includes(locale));
  const total = offered.reduce((sum, [, , weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [lang, locale, weight] of offered) {
    roll -= weight;
    if (roll < 0) return [lang, locale];
  }
  return ['en', 'en-GB'];
};

/** Title and sentences of a review with these stars. */
const wording = (random: () => number, rating: number): { title: Words; sentences: Words[] } => {
  const two = (a: readonly Words[], b: readonly Words[]): Words[] => {
    const first = pick(random, a);
    const second = pick(
      random,
      b.filter((words) => words !== first),
    );
    return [first, second];
  };
  if (rating === 5) return { title: pick(random, TITLES_EXCELLENT), sentences: two(PRAISE, PRAISE) };
  if (rating === 4) return { title: pick(random, TITLES_GOOD), sentences: two(PRAISE, QUIBBLES) };
  if (rating === 3) return { title: pick(random, TITLES_MIXED), sentences: two(QUIBBLES, COMPLAINTS) };
  return { title: pick(random, TITLES_POOR), sentences: two(COMPLAINTS, COMPLAINTS) };
};

const all = (words: Words): LocalizedString => locBy((lang) => word(words, lang));
const joined = (sentences: readonly Words[]): LocalizedString => locBy((lang) => sentences.map((words) => word(words, lang)).join(' '));

const reviewDraft = (item: Item, rating: number, index: number): ReviewDraft => {
  const random = rng(`${item.sku}:review:${index}`);
  const [lang, locale] = pickLanguage(random, item);
  const released = Date.parse(`${item.releaseDate}T00:00:00Z`) + 7 * DAY;
  const from = Math.max(FIRST_DAY, released);
  const createdAt = new Date(
    from + intBetween(random, 0, Math.max(0, Math.floor((LAST_DAY - from) / DAY))) * DAY + intBetween(random, 7, 21) * 3_600_000,
  );
  const withText = random() < 0.85;
  const { title, sentences } = wording(random, rating);
  const answer = rating <= 3 && random() < 0.6 ? pick(random, CARE_ANSWERS) : null;
  const texts = withText ? { title: word(title, lang), text: joined(sentences)[lang] as string } : {};
  return {
    key: `seed-${item.sku.toLowerCase()}-${index + 1}`,
    target: ref('product', item.sku.toLowerCase()),
    locale,
    authorName: word(pick(random, REVIEWER_NAMES), lang),
    rating,
    ...texts,
    custom: {
      type: ref('type', 'review-custom'),
      fields: {
        reviewCreatedAt: createdAt.toISOString(),
        source: 'import',
        ...(withText ? { titleTranslations: all(title), textTranslations: joined(sentences) } : {}),
        ...(answer ? { customerCareResponseText: word(answer, lang), customerCareResponseTranslations: all(answer) } : {}),
      },
    },
  };
};

export const reviewDrafts = (items: readonly Item[]): ReviewDraft[] =>
  items.flatMap((item) => item.ratings.map((rating, index) => reviewDraft(item, rating, index)));
