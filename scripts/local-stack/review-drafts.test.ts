import { describe, expect, it } from 'vitest';
import { duplicateReviewField } from './review-drafts.ts';

describe('review creation, as commercetools keeps keys unique', () => {
  const stored = [
    { key: 'customer-a-EX1', uniquenessValue: null },
    { key: undefined, uniquenessValue: 'u-1' },
  ];
  it('accepts a new key and a draft without one', () => {
    expect(duplicateReviewField({ key: 'customer-b-EX1' }, stored)).toBeNull();
    expect(duplicateReviewField({}, stored)).toBeNull();
  });
  it('names the field whose value is taken', () => {
    expect(duplicateReviewField({ key: 'customer-a-EX1' }, stored)).toBe('key');
    expect(duplicateReviewField({ key: 'new', uniquenessValue: 'u-1' }, stored)).toBe('uniquenessValue');
  });
});
