import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { SALE_QUERY } from '../../domain/routes/listing-links.ts';

/** First-level categories plus the sale entry; the active department is marked. */
export function CategoryBar({ categories, activeKey, showSale }: { categories: CategoryNode[]; activeKey: string | null; showSale: boolean }) {
  const t = useT();
  const link = useLink();
  return (
    <nav className="category-bar" aria-label={t('nav.categories')}>
      <ul role="list" className="category-bar__list">
        {categories.map((category) => (
          <li key={category.key}>
            <a href={link({ name: 'category', slug: category.slug })} aria-current={category.key === activeKey ? 'true' : undefined}>
              {category.name}
            </a>
          </li>
        ))}
        {showSale && (
          <li>
            <a className="category-bar__sale" href={link({ name: 'search' }, SALE_QUERY)}>
              {t('nav.sale')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
