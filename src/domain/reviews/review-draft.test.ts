import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_REVIEW_TEXT_LENGTH, ReviewDraftSchema, reviewErrorKey } from './review-draft.ts';

const refusal = (input: unknown) => {
  const result = v.safeParse(ReviewDraftSchema, input);
  return result.success ? null : reviewErrorKey(result.issues);
};

describe('a review as written', () => {
  it('needs only SKU and rating; title and text are trimmed, kept as typed (HTML too)', () => {
    expect(v.parse(ReviewDraftSchema, { sku: 'EX10010001', rating: 5 })).toEqual({
      sku: 'EX10010001',
      rating: 5,
      title: '',
      text: '',
      consent: false,
    });
    expect(v.parse(ReviewDraftSchema, { sku: 'EX10010001', rating: 1, text: ' <b>bad</b> ', consent: true })).toMatchObject({
      text: '<b>bad</b>',
      consent: true,
    });
  });

  it.each([
    [{ sku: 'EX10010001' }, 'rating-required'],
    [{ sku: 'EX10010001', rating: 0 }, 'rating-required'],
    [{ sku: 'EX10010001', rating: 4.5 }, 'rating-required'],
    [{ sku: 'EX10010001', rating: '5' }, 'rating-required'],
    [{ sku: 'EX10010001', rating: 5, text: 'x'.repeat(MAX_REVIEW_TEXT_LENGTH + 1) }, 'text-too-long'],
    [{ sku: 'EX10010001', rating: 5, title: 'x'.repeat(121) }, 'title-too-long'],
    [{ sku: 'EX1', rating: 5 }, 'malformed'],
    [{ rating: 5 }, 'malformed'],
    [{ sku: 'EX10010001', rating: 5, consent: 'yes' }, 'malformed'],
  ])('refuses %j with %s', (input, key) => {
    expect(refusal(input)).toBe(key);
  });
});
