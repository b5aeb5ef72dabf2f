import { useT } from '../i18n/i18n.tsx';

/** Five stars filled to the average rating; the text alternative carries the numbers. */
export function Rating({ rating, count }: { rating: number; count: number }) {
  const t = useT();
  if (count === 0) return null;
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="rating">
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${percent}%` }}>★★★★★</span>★★★★★
      </span>
      <span className="rating__text">{t('product.rating', { rating: rating.toFixed(1), count })}</span>
    </span>
  );
}
