import { createStore, Provider as JotaiProvider } from 'jotai';
import { useEffect, useState } from 'react';
import { CartLiveSlot } from './cart/cart-live-slot.tsx';
import { CartSidebarSlot } from './cart/cart-sidebar-slot.tsx';
import { idleIsland, islandsHydrated } from './components/idle-island.tsx';
import { categoryBarItems } from '../domain/catalogue/category-bar.ts';
import { FooterSlot } from './frame/footer-slot.tsx';
import { Header } from './frame/header.tsx';
import { NewsletterBlock } from './layout/newsletter-block.tsx';
import { PageErrorBoundary } from './components/page-error-boundary.tsx';
import { I18nProvider, useT } from './i18n/i18n.tsx';
import { MarketContext } from './market-context.tsx';
import type { AppData, DeferredData } from './page-data.ts';
import type { PageKind } from './pages/page-table.ts';
import { Page } from './pages/page.tsx';
import { SearchClientContext } from './search/search-client-context.ts';
import { ContactFormSlot } from './service/contact-form-slot.tsx';
import type { ListingSearchClient } from './search/search-client.ts';
import { PageWidgets } from './widgets/page-widgets.tsx';
import { storeWithWidgetSettings } from './widgets/widget-settings.ts';

// Parts of the frame that wait for the shopper (links, menus, notifications) hydrate once the browser is
// idle (idle-island.tsx); what follows the live cart hydrates at start.
const TrustpilotStrip = idleIsland(() => import('./widgets/trustpilot.tsx').then((module) => module.TrustpilotStrip));
const TopBanners = idleIsland(() => import('./frame/top-banners.tsx').then((module) => module.TopBanners));
const CategoryBar = idleIsland(() => import('./frame/category-bar.tsx').then((module) => module.CategoryBar));
const Notifications = idleIsland(() => import('./components/notifications.tsx').then((module) => module.Notifications));

/**
 * The checkout's pages (cart to thank-you) keep the shopper on the order: no newsletter sign-up there, and
 * no second e-mail field beside the checkout's own (spec part 1 §2 "Layouts": those pages have their own,
 * centred layout).
 */
const CHECKOUT_PAGES: ReadonlySet<PageKind> = new Set<PageKind>(['cart', 'addresses', 'payment', 'thank-you', 'payment-error']);

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('a11y.skipToContent')}
    </a>
  );
}

/** The page's categories from the first level down, for the category bar. */
function categoryPath(data: AppData): readonly { key: string }[] {
  const { page } = data;
  if (page.kind === 'category') return [...page.trail, page.category];
  if (page.kind === 'product') return page.trail;
  return [];
}

export function App({
  data,
  deferred = {},
  searchClient = null,
}: {
  data: AppData;
  deferred?: DeferredData;
  searchClient?: ListingSearchClient | null;
}) {
  // One store per render: on the server per request, in the browser per page load.
  const [store] = useState(() => storeWithWidgetSettings(createStore(), data.frame));
  // Marks the document once React owns it, the parts hydrated after idle included (browser tests and
  // monitoring wait for this).
  useEffect(() => {
    void islandsHydrated().then(() => {
      document.documentElement.dataset['hydrated'] = 'true';
    });
  }, []);
  return (
    <JotaiProvider store={store}>
      <SearchClientContext.Provider value={searchClient}>
        <MarketContext.Provider value={data.market}>
          <I18nProvider locale={data.market.locale} messages={data.messages}>
            <SkipLink />
            <CartLiveSlot />
            <TrustpilotStrip />
            <TopBanners frame={data.frame} />
            <Header data={data} />
            <CategoryBar {...categoryBarItems(data.categories, categoryPath(data), data.page.kind === 'product')} />
            <main id="main" className="main">
              <PageErrorBoundary>
                <Page data={data} deferred={deferred} />
              </PageErrorBoundary>
            </main>
            {!CHECKOUT_PAGES.has(data.page.kind) && <NewsletterBlock />}
            <FooterSlot categories={data.categories} year={data.year} frame={data.frame} alternates={data.seo.alternates} />
            <CartSidebarSlot />
            <ContactFormSlot returnsPortalUrl={data.frame.returnsPortalUrl} />
            <Notifications />
            <PageWidgets />
          </I18nProvider>
        </MarketContext.Provider>
      </SearchClientContext.Provider>
    </JotaiProvider>
  );
}
