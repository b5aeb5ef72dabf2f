import { useT } from '../i18n/i18n.tsx';

/** Page links for a listing; page 1 is the plain path (no `page` parameter), other parameters kept. */
export function Pagination({ basePath, page, pageCount }: { basePath: string; page: number; pageCount: number }) {
  const t = useT();
  if (pageCount <= 1) return null;
  const pageHref = (target: number) => {
    if (target === 1) return basePath;
    return `${basePath}${basePath.includes('?') ? '&' : '?'}page=${target}`;
  };
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 && <a rel="prev" href={pageHref(page - 1)}>{t('pagination.previous')}</a>}
      <ol role="list">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((target) => (
          <li key={target}>
            {target === page
              ? <span aria-current="page">{target}</span>
              : <a href={pageHref(target)} aria-label={t('pagination.page', { page: target, count: pageCount })}>{target}</a>}
          </li>
        ))}
      </ol>
      {page < pageCount && <a rel="next" href={pageHref(page + 1)}>{t('pagination.next')}</a>}
    </nav>
  );
}
