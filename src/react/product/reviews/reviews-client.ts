// HTTP side of the reviews section: `GET /api/reviews` (more reviews, another order) and `POST
// /api/reviews` (the signed-in customer's review). Answers are parsed before use; a refusal carries the
// server's message in the shopper's language.
import * as v from 'valibot';
import { CreatedReviewSchema, type Review, type ReviewPage, ReviewPageSchema } from '../../../domain/reviews/review.ts';
import type { ReviewSort } from '../../../domain/reviews/review-rules.ts';

export type ReviewsAnswer<T> = { ok: true; value: T } | { ok: false; status: number; message: string | null };

const RefusalSchema = v.object({ error: v.string(), message: v.string() });

async function request<T>(schema: v.GenericSchema<unknown, T>, path: string, init: RequestInit = {}): Promise<ReviewsAnswer<T>> {
  try {
    const response = await fetch(path, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } });
    const json: unknown = await response.json().catch((error: unknown) => {
      console.warn('reviews answer is not JSON', response.status, error);
      return null;
    });
    if (response.ok) {
      const parsed = v.safeParse(schema, json);
      if (parsed.success) return { ok: true, value: parsed.output };
      console.warn('reviews answer not as expected', parsed.issues[0]?.message);
      return { ok: false, status: response.status, message: null };
    }
    const refusal = v.safeParse(RefusalSchema, json);
    return { ok: false, status: response.status, message: refusal.success ? refusal.output.message : null };
  } catch (error) {
    console.warn('reviews request failed', path, error);
    return { ok: false, status: 0, message: null };
  }
}

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
  return request(ReviewPageSchema, `/api/reviews?${query}`);
}

export interface ReviewInput {
  sku: string;
  rating: number;
  title: string;
  text: string;
  consent: boolean;
}

export async function postReview(language: string, input: ReviewInput): Promise<ReviewsAnswer<Review>> {
  const answer = await request(CreatedReviewSchema, `/api/reviews?${new URLSearchParams({ language })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  return answer.ok ? { ok: true, value: answer.value.review } : answer;
}
