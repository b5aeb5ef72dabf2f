import { describe, expect, it } from 'vitest';
import type { Review } from './review.ts';
import { formatReviewDay, languageName, reviewWordsFor } from './review-words.ts';

const review = (overrides: Partial<Review>): Review => ({
  id: 'r1',
  rating: 5,
  title: '',
  text: '',
  authorName: '',
  createdAt: '2026-11-28T22:30:00.000Z',
  locale: 'cs-CZ',
  translated: false,
  answer: null,
  ...overrides,
});

describe('review words', () => {
  it('writes the day in full as the locale does, on the UTC day', () => {
    expect(formatReviewDay('cs-CZ', '2026-11-28T22:30:00.000Z')).toBe('28. listopadu 2026');
    expect(formatReviewDay('de-AT', '2027-01-03T08:00:00.000Z')).toBe('3. Jänner 2027');
    expect(formatReviewDay('hu-HU', '2026-11-28T08:00:00.000Z')).toBe('2026. november 28.');
  });

  it('names the language a review was written in, in the shopper’s language', () => {
    expect(languageName('de-DE', 'cs')).toBe('Tschechisch');
    expect(languageName('pl-PL', 'sk')).toBe('słowacki');
  });

  it('gives the server’s words for the rendered reviews: every day, and the languages of the translated ones only', () => {
    const words = reviewWordsFor('de-DE', [
      review({ id: 'a', createdAt: '2026-11-02T10:00:00.000Z', locale: 'cs-CZ', translated: true }),
      review({ id: 'b', createdAt: '2026-10-15T10:00:00.000Z', locale: 'pl-PL', translated: false }),
    ]);
    expect(words.days).toEqual({ '2026-11-02T10:00:00.000Z': '2. November 2026', '2026-10-15T10:00:00.000Z': '15. Oktober 2026' });
    expect(words.languages).toEqual({ cs: 'Tschechisch' });
  });
});
