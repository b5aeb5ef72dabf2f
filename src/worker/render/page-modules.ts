// Every page module, imported statically into the worker and handed to the page-chunk registry on
// module load, so rendering never waits for (or shares) a dynamic import; see providePageChunks.
import * as cartPage from '../../react/pages/cart-page.tsx';
import * as categoryPage from '../../react/pages/category-page.tsx';
import * as contentPage from '../../react/pages/content-page.tsx';
import * as homePage from '../../react/pages/home-page.tsx';
import * as listingPage from '../../react/pages/listing-page.tsx';
import * as notFoundPage from '../../react/pages/not-found-page.tsx';
import { providePageChunks } from '../../react/pages/page-chunks.ts';
import * as productPage from '../../react/pages/product-page.tsx';
import * as routePage from '../../react/pages/route-page.tsx';

providePageChunks({
  'home-page': homePage,
  'category-page': categoryPage,
  'listing-page': listingPage,
  'product-page': productPage,
  'content-page': contentPage,
  'cart-page': cartPage,
  'route-page': routePage,
  'not-found-page': notFoundPage,
});
