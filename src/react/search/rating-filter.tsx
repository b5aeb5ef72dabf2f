// Minimum customer rating, as links ("4 stars & up"), from the rating-menu connector.
import connectRatingMenu from 'instantsearch.js/es/connectors/rating-menu/connectRatingMenu.js';
import { useConnector } from 'react-instantsearch-core';
import { useFormatNumber, useT } from '../i18n/i18n.tsx';
import { RATING_ATTRIBUTE } from './routing.ts';

const MAX_RATING = 5;

export function RatingFilter() {
  const t = useT();
  const formatNumber = useFormatNumber();
  const { items, refine, createURL } = useConnector(connectRatingMenu, { attribute: RATING_ATTRIBUTE, max: MAX_RATING });
  const offered = items.filter((item) => Number(item.value) < MAX_RATING);
  if (offered.length === 0) return null;
  return (
    <ul className="rating-filter" role="list">
      {offered.map((item) => (
        <li key={item.value}>
          <a
            href={createURL(item.value)}
            aria-current={item.isRefined ? 'true' : undefined}
            className={item.isRefined ? 'rating-filter__item rating-filter__item--active' : 'rating-filter__item'}
            onClick={(event) => {
              event.preventDefault();
              refine(item.value);
            }}>
            <span aria-hidden="true" className="rating-filter__stars">
              {'★'.repeat(Number(item.value))}
              {'☆'.repeat(MAX_RATING - Number(item.value))}
            </span>
            <span>{t('listing.filter.rating.andUp', { count: Number(item.value) })}</span>
            <span className="rating-filter__count">{formatNumber(item.count)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
