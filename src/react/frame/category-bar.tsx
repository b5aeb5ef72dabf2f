// The category bar (spec part 1 §2): first-level categories and the sale entry; on a product page the
// children of the product's first-level category, without the sale entry (src/domain/catalogue/
// category-bar.ts). Server-rendered links, so crawlers see every one. Desktop (≥ 1024 px): one row with
// previous/next arrows (category-bar-arrows.tsx, loaded when the page is idle, in room kept free for them).
// Phones: two rows that scroll sideways, with a fading edge while there is more to see.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { SALE_QUERY } from '../../domain/routes/listing-links.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';

const CategoryBarArrows = lazy(() => import('./category-bar-arrows.tsx').then((module) => ({ default: module.CategoryBarArrows })));

export function CategoryBar({ categories, activeKey, showSale }: { categories: CategoryNode[]; activeKey: string | null; showSale: boolean }) {
  const t = useT();
  const link = useLink();
  const bar = useRef<HTMLElement>(null);
  const [arrows, setArrows] = useState(false);
  // Once the browser is idle (Safari has no requestIdleCallback: a timeout there).
  useEffect(() => void (window.requestIdleCallback ?? setTimeout)(() => setArrows(true)), []);
  return (
    <nav ref={bar} className="category-bar" aria-label={t('nav.categories')}>
      <div className="category-bar__inner">
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
        {arrows && (
          <Suspense fallback={null}>
            <CategoryBarArrows bar={bar} />
          </Suspense>
        )}
      </div>
    </nav>
  );
}
