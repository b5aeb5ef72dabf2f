import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { CategoryBar } from './frame/category-bar.tsx';
import { Footer } from './frame/footer.tsx';
import { Header } from './frame/header.tsx';
import { I18nProvider, useT } from './i18n/i18n.tsx';
import { MarketContext } from './market-context.tsx';
import type { AppData, DeferredData } from './page-data.ts';
import { CategoryPage } from './pages/category-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { ErrorPage, NotFoundPage } from './pages/not-found-page.tsx';
import { ProductPage } from './pages/product-page.tsx';

function SkipLink() {
  const t = useT();
  return <a className="skip-link" href="#main">{t('a11y.skipToContent')}</a>;
}

function Page({ data, deferred }: { data: AppData; deferred: DeferredData }) {
  const { page } = data;
  switch (page.kind) {
    case 'home': return <HomePage categories={data.categories} bestsellers={page.bestsellers} />;
    case 'category': return <CategoryPage category={page.category} trail={page.trail} listing={page.listing} />;
    case 'product': return <ProductPage {...page} deferred={deferred} />;
    case 'not-found': return <NotFoundPage />;
    case 'error': return <ErrorPage />;
  }
}

/** The first-level category the page belongs to, for the category bar. */
function activeDepartment(data: AppData): string | null {
  const { page } = data;
  if (page.kind === 'category') return page.trail[0]?.key ?? page.category.key;
  if (page.kind === 'product') return page.trail[0]?.key ?? null;
  return null;
}

export function App({ data, deferred = {} }: { data: AppData; deferred?: DeferredData }) {
  // One store per render: on the server per request, in the browser per page load.
  const [store] = useState(createStore);
  return (
    <JotaiProvider store={store}>
      <MarketContext.Provider value={data.market}>
        <I18nProvider locale={data.market.locale} messages={data.messages}>
          <SkipLink />
          <Header />
          <CategoryBar categories={data.categories} activeKey={activeDepartment(data)}
            showSale={data.page.kind !== 'product'} />
          <main id="main" className="main">
            <Page data={data} deferred={deferred} />
          </main>
          <Footer categories={data.categories} year={data.year} />
        </I18nProvider>
      </MarketContext.Provider>
    </JotaiProvider>
  );
}
