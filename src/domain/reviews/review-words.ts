// How a review's day and the language it was written in read in the shopper's locale ("28. listopadu
// 2026", "aus dem Tschechischen übersetzt"). The worker writes them for the reviews a page is rendered with
// (`reviewWordsFor`), so the browser hydrates those without building a date formatter or display names:
// the first of either costs tens of milliseconds of ICU loading. Reviews loaded later are written in the
// browser with the same functions.
import { formatDay } from '../markets/day-format.ts';
import type { Review } from './review.ts';

/** What the page's first reviews read, keyed by `createdAt` and by language code. */
export interface ReviewWords {
  days: Record<string, string>;
  languages: Record<string, string>;
}

export const NO_REVIEW_WORDS: ReviewWords = { days: {}, languages: {} };

/** The day a review was written, as the locale writes a date in full ("28 November 2026"), in UTC. */
export const formatReviewDay = (locale: string, createdAt: string): string => formatDay(locale, 'day-month-year', new Date(createdAt));

/** The language a review was written in (the language part of its locale), named in the shopper's locale. */
export const writtenInLanguage = (review: Pick<Review, 'locale'>): string => review.locale.split('-')[0] ?? '';

/** The name of a language in the locale ("Czech" → "tschechisch" in German), or the code when it has none. */
export const languageName = (locale: string, language: string): string =>
  new Intl.DisplayNames(locale, { type: 'language' }).of(language) ?? language;

/** The words of these reviews: every day, and the name of every language a translated one was written in. */
export function reviewWordsFor(locale: string, reviews: readonly Review[]): ReviewWords {
  const days: Record<string, string> = {};
  const languages: Record<string, string> = {};
  for (const review of reviews) {
    days[review.createdAt] = formatReviewDay(locale, review.createdAt);
    const language = writtenInLanguage(review);
    if (review.translated && language) languages[language] = languageName(locale, language);
  }
  return { days, languages };
}
