import { useFormatNumber, useT } from '../i18n/i18n.tsx';

/**
 * Five stars filled to the average rating. The full sentence ("4.9 out of 5 (218 reviews)", in German
 * "4,9 von 5 (218 Bewertungen)") is always there for screen readers; compact cards show only "4.9 (218)".
 */
export function Rating({ rating, count, compact = false }: { rating: number; count: number; compact?: boolean }) {
  const t = useT();
  const formatNumber = useFormatNumber();
  if (count === 0) return null;
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const average = formatNumber(rating, 1);
  const sentence = t('product.rating', { rating: average, count });
  return (
    <span className="rating">
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      {compact ? (
        <>
          <span className="rating__text" aria-hidden="true">
            {average} ({formatNumber(count)})
          </span>
          <span className="visually-hidden">{sentence}</span>
        </>
      ) : (
        <span className="rating__text">{sentence}</span>
      )}
    </span>
  );
}
