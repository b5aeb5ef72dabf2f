// The 404 page. No route leads here: the worker shows it when no page answers a path (after the SEO
// redirects had their chance), with the status 404.
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { OWN_BRANDS } from '../../domain/catalogue/brands.ts';
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
      {categories.length > 0 && (
        <nav className="message-page__block" aria-labelledby="not-found-departments">
          <h2 id="not-found-departments">{t('home.categories')}</h2>
          <ul className="chips" role="list">
            {categories.map((category) => (
              <li key={category.key}>
                <a className="chip" href={link({ name: 'category', slug: category.slug })}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav className="message-page__block" aria-labelledby="not-found-brands">
        <h2 id="not-found-brands">{t('notFound.brands')}</h2>
        <ul className="chips" role="list">
          {OWN_BRANDS.map((brand) => (
            <li key={brand.slug}>
              <a className="chip" href={link({ name: 'content', slug: brand.slug })}>
                {brand.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

export default defineMessagePage({
  kind: 'not-found',
  head: (_, { t }) => ({ title: shopTitle(t('notFound.title'), t) }),
  Component: ({ frame }) => <NotFoundPage categories={frame.categories} />,
});
