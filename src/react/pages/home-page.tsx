// The home page: the hero, the departments and the bestsellers (a product slider, as everywhere else cards
// are shown in a row: its size comes from CSS, so the server's render is already the final layout).
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import { ProductSlider } from '../components/product-slider.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { definePage } from './define-page.ts';

const HOME_BESTSELLER_COUNT = 8;

function HomePage({ categories, bestsellers }: { categories: CategoryNode[]; bestsellers: ProductCard[] }) {
  const t = useT();
  const link = useLink();
  return (
    <>
      <section className="hero">
        <h1 className="hero__title">{t('home.hero.title')}</h1>
        <p className="hero__text">{t('home.hero.text')}</p>
        <a className="button button--primary" href="#bestsellers">
          {t('home.hero.cta')}
        </a>
      </section>
      <section aria-labelledby="departments">
        <h2 id="departments" className="section-title">
          {t('home.categories')}
        </h2>
        <ul className="departments" role="list">
          {categories.map((category) => (
            <li key={category.key} className="department">
              <a className="department__name" href={link({ name: 'category', slug: category.slug })}>
                {category.name}
              </a>
              <ul role="list" className="department__children">
                {category.children.map((child) => (
                  <li key={child.key}>
                    <a href={link({ name: 'category', slug: child.slug })}>{child.name}</a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="bestsellers">
        <h2 id="bestsellers" className="section-title">
          {t('home.bestsellers')}
        </h2>
        <ProductSlider cards={bestsellers} labelledBy="bestsellers" testId="bestsellers-slider" />
      </section>
    </>
  );
}

export default definePage({
  kind: 'home',
  routes: ['home'],
  async load({ route, services }) {
    const bestsellers = await services.productCards({ facetFilters: [['tags:bestseller']], hitsPerPage: HOME_BESTSELLER_COUNT });
    return { data: { bestsellers }, seo: services.seo({ ref: route }) };
  },
  head: (_, { t }) => ({ title: `${t('shop.name')} – ${t('home.title')}` }),
  Component: ({ page, frame }) => <HomePage categories={frame.categories} bestsellers={page.bestsellers} />,
});
