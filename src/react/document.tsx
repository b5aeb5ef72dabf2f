// The whole HTML document, rendered on the server and hydrated as a whole in the browser.
import { App } from './app.tsx';
import type { AppData, DeferredData } from './page-data.ts';
import { CurrentPage } from './pages/define-page.ts';
import type { AnyPage } from './pages/page-table.ts';
import type { ListingSearchClient } from './search/search-client.ts';
import type { ReactNode } from 'react';

/** `page` is the page of `data.page.kind`, its module loaded (or, for one that hydrates on idle, its island: idle-page.tsx). */
export function Document({
  data,
  page,
  deferred,
  searchClient = null,
  errorScript,
}: {
  data: AppData;
  page: Pick<AnyPage, 'kind' | 'Component'>;
  deferred?: DeferredData;
  searchClient?: ListingSearchClient | null;
  /**
   * The server's inline script of chunk reloads and error reports (src/worker/render/error-script.tsx), the
   * page's first script. The browser renders none: React's hydration skips an element of the head it did
   * not render. Placed after the JSON-LD blocks, so no script element of this render is matched against it.
   */
  errorScript?: ReactNode;
}) {
  return (
    <html lang={data.market.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{data.head.title}</title>
        <meta name="description" content={data.head.description} />
        <meta name="robots" content={data.seo.robots} />
        {data.seo.canonical && <link rel="canonical" href={data.seo.canonical} />}
        {data.seo.alternates.map((link) => (
          <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
        ))}
        {data.seo.jsonLd.map((json, index) => (
          // Data blocks, not scripts: CSP does not apply and the JSON is escaped for inline use.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the element's raw text; it is escaped for inline use (`<` as \u003c)
          // biome-ignore lint/suspicious/noArrayIndexKey: the page's JSON-LD blocks are a fixed list rendered once, never reordered
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
        <meta name="theme-color" content="#1f2a37" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {errorScript}
        {/* The page's script is not linked here: the inline start script loads it after the first paint (src/worker/render/start-after-paint.ts). */}
        <link rel="stylesheet" href={data.assets.style} />
      </head>
      <body>
        <CurrentPage.Provider value={page}>
          <App data={data} deferred={deferred} searchClient={searchClient} />
        </CurrentPage.Provider>
      </body>
    </html>
  );
}
