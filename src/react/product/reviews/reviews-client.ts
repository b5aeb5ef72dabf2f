// HTTP side of the reviews section: `GET /api/reviews` (more reviews, another order) and `POST
// /api/reviews` (the signed-in customer's review). Answers are parsed before use; a refusal carries the
// server's message in the shopper's language.
import { CreatedReviewSchema, type Review, type ReviewPage, ReviewPageSchema } from '../../../domain/reviews/review.ts';
import type { ReviewSort } from '../../../domain/reviews/review-rules.ts';
import { callJsonApi, type JsonAnswer } from '../../http/json-api.ts';

export type ReviewsAnswer<T> = JsonAnswer<T>;

/**
 * Whether a customer is signed in on this browser: asked of `/api/account/me` when the shopper wants to
 * write a review, not on every product page view (the page is the same for everyone).
 */
export async function isSignedIn(): Promise<boolean> {
  try {
    const response = await fetch('/api/account/me', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return response.ok;
  } catch (error) {
    console.warn('could not ask who is signed in', error);
    return false;
  }
}

/** `language`: the page's, which API paths do not carry (a second language of a country). */
export function fetchReviews(language: string, sku: string, sort: ReviewSort, offset: number, limit: number): Promise<ReviewsAnswer<ReviewPage>> {
  const query = new URLSearchParams({ language, sku, sort, offset: String(offset), limit: String(limit) });
  return callJsonApi(`/api/reviews?${query}`, { answer: ReviewPageSchema });
}

export interface ReviewInput {
  sku: string;
  rating: number;
  title: string;
  text: string;
  consent: boolean;
}

export async function postReview(language: string, input: ReviewInput): Promise<ReviewsAnswer<Review>> {
  const answer = await callJsonApi(`/api/reviews?${new URLSearchParams({ language })}`, { method: 'POST', body: input, answer: CreatedReviewSchema });
  return answer.ok ? { ...answer, value: answer.value.review } : answer;
}
