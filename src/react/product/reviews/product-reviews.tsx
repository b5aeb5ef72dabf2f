// The product page's reviews (its own chunk, loaded with the page rather than before it can hydrate):
// the average and how the ratings spread, the first reviews as the server rendered them (crawlers read
// them), 'show more' by five, top reviews or most recent first, the form to write one, and where the
// market shows it the review widget (the shop's rating).
import { useEffect, useState } from 'react';
import { type Review, type ReviewPage, type ShopRating, withRating } from '../../../domain/reviews/review.ts';
import type { ReviewWords } from '../../../domain/reviews/review-words.ts';
import { DEFAULT_REVIEW_SORT, REVIEW_PAGE_SIZE, REVIEW_PAGE_STEP, REVIEW_SORTS, type ReviewSort } from '../../../domain/reviews/review-rules.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useMarket } from '../../market-context.tsx';
import { RatingDistribution, RatingSummary, ShopRatingWidget } from './rating-distribution.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';
import { fetchReviews } from './reviews-client.ts';

const isSort = (value: string): value is ReviewSort => REVIEW_SORTS.some((sort) => sort === value);

export function ProductReviews({
  sku,
  initial,
  words,
  shopRating,
}: {
  sku: string;
  initial: ReviewPage;
  /** What the server wrote for `initial`'s reviews (review-words.ts). */
  words: ReviewWords;
  shopRating: ShopRating | null;
}) {
  const t = useT();
  const { language } = useMarket();
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const [reviews, setReviews] = useState<Review[]>(initial.results);
  const [total, setTotal] = useState(initial.total);
  const [statistics, setStatistics] = useState(initial.statistics);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Its chunk hydrates after the page: until then a click on its buttons is lost (tests wait for this).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function load(nextSort: ReviewSort, offset: number, limit: number) {
    setLoading(true);
    const answer = await fetchReviews(language, sku, nextSort, offset, limit);
    setLoading(false);
    setFailed(!answer.ok);
    if (!answer.ok) return;
    setReviews((shown) =>
      offset === 0 ? answer.value.results : [...shown, ...answer.value.results.filter((review) => !shown.some((s) => s.id === review.id))],
    );
    setTotal(answer.value.total);
  }

  function changeSort(value: string) {
    if (!isSort(value)) return;
    setSort(value);
    void load(value, 0, Math.max(REVIEW_PAGE_SIZE, reviews.length));
  }

  function added(review: Review) {
    setReviews((shown) => [review, ...shown]);
    setTotal((count) => count + 1);
    setStatistics((current) => withRating(current, review.rating));
  }

  return (
    <section className="product__section reviews" aria-labelledby="reviews" data-testid="reviews" data-hydrated={hydrated || undefined}>
      <h2 id="reviews" className="section-title">
        {t('reviews.title')}
      </h2>
      <div className="reviews__layout">
        <div className="reviews__summary">
          {statistics.count > 0 ? (
            <>
              <RatingSummary statistics={statistics} />
              <RatingDistribution statistics={statistics} />
            </>
          ) : (
            <p>{t('reviews.none')}</p>
          )}
          <ReviewForm sku={sku} onAdded={added} />
          {shopRating && shopRating.count > 0 && <ShopRatingWidget rating={shopRating} />}
        </div>
        {reviews.length > 0 && (
          <div className="reviews__list-column">
            {total > 1 && (
              <label className="reviews__sort">
                <span>{t('reviews.sort.label')}</span>
                <select value={sort} onChange={(event) => changeSort(event.currentTarget.value)} disabled={loading}>
                  {REVIEW_SORTS.map((option) => (
                    <option key={option} value={option}>
                      {t(`reviews.sort.${option}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <ol className="reviews__list" role="list" aria-busy={loading}>
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} words={words} />
                </li>
              ))}
            </ol>
            {failed && (
              <p className="reviews__failed" role="alert">
                {t('reviews.loadFailed')}
              </p>
            )}
            {reviews.length < total && (
              <button
                type="button"
                className="button button--secondary reviews__more"
                disabled={loading}
                onClick={() => void load(sort, reviews.length, REVIEW_PAGE_STEP)}>
                {t('reviews.showMore')}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
