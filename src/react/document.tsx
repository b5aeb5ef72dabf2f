// The whole HTML document, rendered on the server and hydrated as a whole in the browser.
import { App } from './app.tsx';
import type { AppData, DeferredData } from './page-data.ts';

export function pageTitle(data: AppData): string {
  const shop = data.messages['shop.name'] ?? 'Exquip';
  const { page } = data;
  switch (page.kind) {
    case 'home': return `${shop} – ${data.messages['home.title'] ?? ''}`;
    case 'category': return `${page.category.name} | ${shop}`;
    case 'product': return page.product.metaTitle || `${page.product.name} | ${shop}`;
    case 'not-found': return `${data.messages['notFound.title'] ?? ''} | ${shop}`;
    case 'error': return shop;
  }
}

function pageDescription(data: AppData): string {
  const { page } = data;
  if (page.kind === 'product') return page.product.metaDescription || page.product.description.slice(0, 160);
  return data.messages['home.hero.text'] ?? '';
}

export function Document({ data, deferred }: { data: AppData; deferred?: DeferredData }) {
  return (
    <html lang={data.market.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{pageTitle(data)}</title>
        <meta name="description" content={pageDescription(data)} />
        <meta name="theme-color" content="#1f2a37" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={data.assets.style} />
      </head>
      <body>
        <App data={data} deferred={deferred} />
      </body>
    </html>
  );
}

