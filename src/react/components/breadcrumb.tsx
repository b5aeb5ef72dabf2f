import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { useT } from '../i18n/i18n.tsx';
import { useHref } from '../market-context.tsx';
import { categoryPath, homePath } from '../../domain/routes/page-routes.ts';

export function Breadcrumb({ trail, current }: { trail: CategoryNode[]; current: string }) {
  const t = useT();
  const href = useHref();
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        <li><a href={href(homePath())}>{t('breadcrumb.home')}</a></li>
        {trail.map((node) => <li key={node.key}><a href={href(categoryPath(node.slug))}>{node.name}</a></li>)}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
