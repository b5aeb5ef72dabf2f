import { describe, expect, it } from 'vitest';
import { REVIEW_SORT_EXPRESSIONS, reviewerName, reviewKey, reviewNameConsentByDefault, showsShopRatingWidget } from './review-rules.ts';

describe('review rules', () => {
  it('keys a review by customer and SKU, in the characters commercetools allows in keys', () => {
    const key = reviewKey('0f8c2c1e-7d0b-4c9e-9a51-2b1f4f3e8a77', 'EX10010001');
    expect(key).toBe('customer-0f8c2c1e-7d0b-4c9e-9a51-2b1f4f3e8a77-EX10010001');
    expect(key).toMatch(/^[A-Za-z0-9_-]{2,256}$/);
    expect(reviewKey('a b', 'EX1')).toBe('customer-a_b-EX1');
    expect(reviewKey('a', 'EX1')).not.toBe(reviewKey('b', 'EX1'));
  });

  it('ticks the consent to show the name at first only in Czechia', () => {
    expect(reviewNameConsentByDefault('CZ')).toBe(true);
    expect(reviewNameConsentByDefault('SK')).toBe(false);
    expect(reviewNameConsentByDefault('DE')).toBe(false);
  });

  it('shows the shop rating widget only in Czechia', () => {
    expect(showsShopRatingWidget('CZ')).toBe(true);
    expect(['SK', 'DE', 'PL', 'AT'].some((country) => showsShopRatingWidget(country as 'SK'))).toBe(false);
  });

  it('shows first name and initial with consent, nothing without', () => {
    expect(reviewerName(' Jana ', 'nováková', true)).toBe('Jana N.');
    expect(reviewerName('Jana', '', true)).toBe('Jana');
    expect(reviewerName('Jana', 'Nováková', false)).toBe('');
  });

  it('sorts top reviews by stars, then the date written; most recent by the date written', () => {
    expect(REVIEW_SORT_EXPRESSIONS.top[0]).toBe('rating desc');
    expect(REVIEW_SORT_EXPRESSIONS.recent[0]).toBe('custom.fields.reviewCreatedAt desc');
  });
});
