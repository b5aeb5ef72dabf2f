// What a shopper sends to write a review (POST /api/reviews): a rating is required, title and text are
// optional and limited, consent says whether the name is shown. Each issue's message is the key of its
// refusal under `reviews.error.*`, so the answer names what to fix in the shopper's language. Texts are
// kept as typed: HTML in them is shown as text, never interpreted.
import * as v from 'valibot';
import { isProductSku } from '../catalogue/sku.ts';

export const MAX_REVIEW_TITLE_LENGTH = 120;
export const MAX_REVIEW_TEXT_LENGTH = 3_000;
/** The body may be larger than its fields allow, so an over-long text is a 400 naming the field, not a 413. */
export const MAX_REVIEW_BODY_BYTES = 32 * 1024;

const optionalText = (max: number, message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)), '');

export const ReviewDraftSchema = v.object({
  sku: v.pipe(v.string('malformed'), v.check(isProductSku, 'malformed')),
  // Missing is validated as none given (0), so it gets the rating's own message.
  rating: v.optional(
    v.pipe(v.number('rating-required'), v.integer('rating-required'), v.minValue(1, 'rating-required'), v.maxValue(5, 'rating-required')),
    0,
  ),
  title: optionalText(MAX_REVIEW_TITLE_LENGTH, 'title-too-long'),
  text: optionalText(MAX_REVIEW_TEXT_LENGTH, 'text-too-long'),
  consent: v.optional(v.boolean('malformed'), false),
});

export const REVIEW_ERROR_KEYS = ['malformed', 'rating-required', 'title-too-long', 'text-too-long'] as const;
export type ReviewErrorKey = (typeof REVIEW_ERROR_KEYS)[number];

/** The first issue's message as an error key; anything else is `malformed`. */
export function reviewErrorKey(issues: readonly { message: string }[]): ReviewErrorKey {
  const message = issues[0]?.message;
  return REVIEW_ERROR_KEYS.find((key) => key === message) ?? 'malformed';
}
