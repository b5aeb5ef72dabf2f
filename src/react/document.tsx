// The whole HTML document, rendered on the server and hydrated as a whole in the browser.
import { App } from './app.tsx';
import { isListingPage, type AppData, type DeferredData } from './page-data.ts';
import { createTranslate } from './i18n/translate.ts';
import { listingHeading } from './search/listing-heading.ts';
import type { ListingSearchClient } from './search/search-client.ts';

export function pageTitle(data: AppData): string {
  const shop = data.messages['shop.name'] ?? 'Exquip';
  const { page } = data;
  switch (page.kind) {
    case 'home': return `${shop} – ${data.messages['home.title'] ?? ''}`;
    case 'category': return `${page.category.name} | ${shop}`;
    case 'product': return page.product.metaTitle || `${page.product.name} | ${shop}`;
    case 'search': return `${listingHeading(page.search.state, createTranslate(data.market.locale, data.messages))} | ${shop}`;
    case 'brand': return `${page.brand.name} | ${shop}`;
    case 'content': return `${page.content.title} | ${shop}`;
    case 'route': return `${data.messages[`route.${page.route}`] ?? ''} | ${shop}`;
    case 'not-found': return `${data.messages['notFound.title'] ?? ''} | ${shop}`;
    case 'error': return shop;
  }
}

function pageDescription(data: AppData): string {
  const { page } = data;
  if (page.kind === 'product') return page.product.metaDescription || page.product.description.slice(0, 160);
  if (page.kind === 'content') return page.content.metaDescription;
  return data.messages['home.hero.text'] ?? '';
}

export function Document({ data, deferred, searchClient = null }: {
  data: AppData; deferred?: DeferredData; searchClient?: ListingSearchClient | null;
}) {
  return (
    <html lang={data.market.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{pageTitle(data)}</title>
        <meta name="description" content={pageDescription(data)} />
        <meta name="robots" content={data.seo.robots} />
        {data.seo.canonical && <link rel="canonical" href={data.seo.canonical} />}
        {data.seo.alternates.map((link) => <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />)}
        {data.seo.jsonLd.map((json, index) => (
          // Data blocks, not scripts: CSP does not apply and the JSON is escaped for inline use.
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
        <meta name="theme-color" content="#1f2a37" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={data.assets.style} />
        {isListingPage(data.page) && data.assets.listing.map((href) => <link key={href} rel="modulepreload" href={href} />)}
      </head>
      <body>
        <App data={data} deferred={deferred} searchClient={searchClient} />
      </body>
    </html>
  );
}

