// One review: its stars, title, who wrote it and when (in the page's language and date format), its text
// as typed (HTML in it is text), a note when it is shown translated, and customer care's answer.
import type { Review } from '../../../domain/reviews/review.ts';
import { formatReviewDay, languageName, NO_REVIEW_WORDS, type ReviewWords, writtenInLanguage } from '../../../domain/reviews/review-words.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useMarket } from '../../market-context.tsx';

export function ReviewStars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="review__stars" role="img" aria-label={t('reviews.ratingOf', { rating })}>
      {'★'.repeat(rating)}
      <span className="review__stars-empty">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** `words`: what the server wrote for the reviews it rendered (review-words.ts); the others are written here. */
export function ReviewItem({ review, words = NO_REVIEW_WORDS }: { review: Review; words?: ReviewWords }) {
  const t = useT();
  const { locale, language } = useMarket();
  const date = words.days[review.createdAt] ?? formatReviewDay(locale, review.createdAt);
  const writtenIn = writtenInLanguage(review);
  // Shown as written in another language: say which, so screen readers read it in that language.
  const lang = !review.translated && writtenIn && writtenIn !== language ? review.locale : undefined;
  const original = review.translated ? (words.languages[writtenIn] ?? languageName(locale, writtenIn)) : undefined;
  return (
    <article className="review" data-testid="review">
      <header className="review__head">
        <ReviewStars rating={review.rating} />
        {review.title && (
          <h3 className="review__title" lang={lang}>
            {review.title}
          </h3>
        )}
      </header>
      <p className="review__meta">
        <span className="review__author">{review.authorName || t('reviews.anonymous')}</span>
        <time dateTime={review.createdAt}>{date}</time>
      </p>
      {review.text && (
        <p className="review__text" lang={lang}>
          {review.text}
        </p>
      )}
      {original && <p className="review__translated">{t('reviews.translated', { language: original })}</p>}
      {review.answer && (
        <div className="review__answer">
          <p className="review__answer-title">{t('reviews.answer')}</p>
          <p lang={lang}>{review.answer}</p>
        </div>
      )}
    </article>
  );
}
