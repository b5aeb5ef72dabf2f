// The average as a large figure over five stars filled to it, and how the ratings spread: one bar per
// star, five to one, with the number of reviews of each; and the shop's own rating (the review widget). (Not the cards' Rating component: sharing it
// would split it into a chunk of its own that every page then loads.)
import { RATINGS, type ReviewStatistics, ratingShare, type ShopRating } from '../../../domain/reviews/review.ts';
import { useFormatNumber, useT } from '../../i18n/i18n.tsx';

export function RatingSummary({ statistics }: { statistics: ReviewStatistics }) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const average = formatNumber(statistics.averageRating, 1);
  return (
    <p className="reviews__average">
      <strong className="reviews__average-figure" aria-hidden="true">
        {average}
      </strong>
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${(statistics.averageRating / 5) * 100}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="reviews__average-text">{t('product.rating', { rating: average, count: statistics.count })}</span>
    </p>
  );
}

export function RatingDistribution({ statistics }: { statistics: ReviewStatistics }) {
  const t = useT();
  const formatNumber = useFormatNumber();
  return (
    <ul className="distribution" role="list">
      {RATINGS.map((star) => (
        <li key={star} className="distribution__row">
          <span className="distribution__label">{t('reviews.stars', { count: star })}</span>
          <span className="distribution__bar" aria-hidden="true">
            <span className="distribution__fill" style={{ width: `${ratingShare(statistics, star)}%` }} />
          </span>
          <span className="distribution__count">
            <span aria-hidden="true">{formatNumber(statistics.ratingsDistribution[star])}</span>
            <span className="visually-hidden">{t('reviews.count', { count: statistics.ratingsDistribution[star] })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The review widget (review-rules.ts): how customers rate the shop, from all its product reviews. */
export function ShopRatingWidget({ rating }: { rating: ShopRating }) {
  const t = useT();
  const formatNumber = useFormatNumber();
  return (
    <aside className="shop-rating" aria-labelledby="shop-rating-title" data-testid="shop-rating">
      <h3 id="shop-rating-title" className="shop-rating__title">
        {t('reviews.shopRating.title')}
      </h3>
      <p className="shop-rating__figure">{t('reviews.shopRating.text', { rating: formatNumber(rating.averageRating, 1), count: rating.count })}</p>
    </aside>
  );
}
