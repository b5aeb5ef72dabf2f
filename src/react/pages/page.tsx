// The page's own content between header and footer, rendered from its page chunk (loaded beforehand,
// see page-chunks.ts), so only the code of the page being shown is part of its start-up script.
import type { AppData, DeferredData } from '../page-data.ts';
import { loadedPageChunk } from './page-chunks.ts';

export function Page({ data, deferred }: { data: AppData; deferred: DeferredData }) {
  const { page } = data;
  switch (page.kind) {
    case 'home': {
      const chunk = loadedPageChunk('home-page');
      return chunk && <chunk.HomePage categories={data.categories} bestsellers={page.bestsellers} />;
    }
    case 'category': {
      const chunk = loadedPageChunk('category-page');
      return chunk && <chunk.CategoryPage category={page.category} trail={page.trail} search={page.search} serverPath={data.path} />;
    }
    case 'product': {
      const chunk = loadedPageChunk('product-page');
      return chunk && <chunk.ProductPage {...page} deferred={deferred} />;
    }
    case 'search': {
      const chunk = loadedPageChunk('listing-page');
      return chunk && <chunk.ListingPage search={page.search} serverPath={data.path} />;
    }
    case 'brand': {
      const chunk = loadedPageChunk('listing-page');
      return chunk && <chunk.ListingPage title={page.brand.name} search={page.search} serverPath={data.path} />;
    }
    case 'content': {
      const chunk = loadedPageChunk('content-page');
      return chunk && <chunk.ContentPage content={page.content} />;
    }
    case 'route': {
      if (page.route === 'cart') {
        const chunk = loadedPageChunk('cart-page');
        return chunk && <chunk.CartPage />;
      }
      const chunk = loadedPageChunk('route-page');
      return chunk && <chunk.RoutePage route={page.route} />;
    }
    case 'not-found': {
      const chunk = loadedPageChunk('not-found-page');
      return chunk && <chunk.NotFoundPage categories={data.categories} />;
    }
    case 'error': {
      const chunk = loadedPageChunk('not-found-page');
      return chunk && <chunk.ErrorPage />;
    }
  }
}
