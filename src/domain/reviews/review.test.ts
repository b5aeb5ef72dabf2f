import { describe, expect, it } from 'vitest';
import { NO_STATISTICS, ratingShare, reviewStatistics, shopRatingOf, withRating } from './review.ts';

describe('review statistics', () => {
  it('names every star, also those nobody gave (commercetools lists only stars given)', () => {
    expect(reviewStatistics(4.5, 4, { '4': 2, '5': 2 }).ratingsDistribution).toEqual({ 1: 0, 2: 0, 3: 0, 4: 2, 5: 2 });
    expect(reviewStatistics(3, 1, { '3': 1, x: 'y', '4': 'many' }).ratingsDistribution).toEqual({ 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 });
  });

  it('gives each star its share in whole percent, none without reviews', () => {
    const statistics = reviewStatistics(4, 3, { '5': 1, '4': 1, '3': 1 });
    expect(ratingShare(statistics, 5)).toBe(33);
    expect(ratingShare(statistics, 1)).toBe(0);
    expect(ratingShare(NO_STATISTICS, 5)).toBe(0);
  });

  it('adds a new rating to count, average and its star', () => {
    const before = reviewStatistics(4, 2, { '5': 1, '3': 1 });
    expect(withRating(before, 1)).toEqual({ averageRating: 3, count: 3, ratingsDistribution: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 1 } });
    expect(withRating(NO_STATISTICS, 5)).toMatchObject({ averageRating: 5, count: 1 });
  });
});

describe('the shop rating', () => {
  it('averages all reviews of all products, not the products’ averages', () => {
    expect(
      shopRatingOf([
        { averageRating: 5, count: 1 },
        { averageRating: 3, count: 3 },
        { averageRating: 0, count: 0 },
      ]),
    ).toEqual({ averageRating: 3.5, count: 4 });
    expect(shopRatingOf([])).toEqual({ averageRating: 0, count: 0 });
  });
});
