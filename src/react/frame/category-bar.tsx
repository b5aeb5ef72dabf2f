import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { useT } from '../i18n/i18n.tsx';
import { useHref } from '../market-context.tsx';
import { categoryPath } from '../../domain/routes/page-routes.ts';

/** First-level categories plus the sale entry; the active department is marked. */
export function CategoryBar({ categories, activeKey, showSale }: {
  categories: CategoryNode[]; activeKey: string | null; showSale: boolean;
}) {
  const t = useT();
  const href = useHref();
  return (
    <nav className="category-bar" aria-label={t('nav.categories')}>
      <ul role="list" className="category-bar__list">
        {categories.map((category) => (
          <li key={category.key}>
            <a href={href(categoryPath(category.slug))} aria-current={category.key === activeKey ? 'true' : undefined}>
              {category.name}
            </a>
          </li>
        ))}
        {showSale && (
          <li><a className="category-bar__sale" href={href('/search?tags=on-sale')}>{t('nav.sale')}</a></li>
        )}
      </ul>
    </nav>
  );
}
