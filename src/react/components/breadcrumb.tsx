import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';

export function Breadcrumb({ trail, current }: { trail: CategoryNode[]; current: string }) {
  const t = useT();
  const link = useLink();
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        <li>
          <a href={link({ name: 'home' })}>{t('breadcrumb.home')}</a>
        </li>
        {trail.map((node) => (
          <li key={node.key}>
            <a href={link({ name: 'category', slug: node.slug })}>{node.name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
