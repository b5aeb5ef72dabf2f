// The 404 page. No route leads here: the worker shows it when no page answers a path (after the SEO
// redirects had their chance), with the status 404.
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { DepartmentChips, OwnBrandChips } from '../components/way-on-chips.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { defineMessagePage, shopTitle } from './define-page.ts';

/** The not-found page: the no-results graphic, then ways on: departments and the trusted own brands. */
function NotFoundPage({ categories }: { categories: CategoryNode[] }) {
  const t = useT();
  const link = useLink();
  return (
    <section className="message-page">
      <svg aria-hidden="true" className="message-page__art" viewBox="0 0 120 120" width="120" height="120">
        <circle cx="52" cy="52" r="32" fill="none" stroke="#c9ced6" strokeWidth="8" />
        <path d="m76 76 24 24" stroke="#c9ced6" strokeWidth="10" strokeLinecap="round" />
        <path d="M40 44l24 16M64 44 40 60" stroke="#f26b1d" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <a className="button button--primary" href={link({ name: 'home' })}>
        {t('notFound.home')}
      </a>
      <DepartmentChips departments={categories} id="not-found-departments" title={t('home.categories')} level="h2" className="message-page__block" />
      <OwnBrandChips id="not-found-brands" title={t('notFound.brands')} level="h2" className="message-page__block" />
    </section>
  );
}

export default defineMessagePage({
  kind: 'not-found',
  head: (_, { t }) => ({ title: shopTitle(t('notFound.title'), t) }),
  Component: ({ frame }) => <NotFoundPage categories={frame.categories} />,
});
