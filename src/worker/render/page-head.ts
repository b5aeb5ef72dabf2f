// The page's <title> and meta description, worked out by the worker while it loads the page and handed
// to <Document> in the page data: the browser only repeats them when it hydrates, so the code that
// words them (the listing heading and its search-state rules among it) stays out of the client bundle.
import type { Messages } from '../../react/i18n/messages.ts';
import { createTranslate } from '../../react/i18n/translate.ts';
import type { PageData, PageHead } from '../../react/page-data.ts';
import { listingHeading } from '../../react/search/listing-heading.ts';

function pageTitle(locale: string, messages: Messages, page: PageData): string {
  const shop = messages['shop.name'] ?? 'Exquip';
  switch (page.kind) {
    case 'home': return `${shop} – ${messages['home.title'] ?? ''}`;
    case 'category': return `${page.category.name} | ${shop}`;
    case 'product': return page.product.metaTitle || `${page.product.name} | ${shop}`;
    case 'search': return `${listingHeading(page.search.state, createTranslate(locale, messages))} | ${shop}`;
    case 'brand': return `${page.brand.name} | ${shop}`;
    case 'content': return `${page.content.title} | ${shop}`;
    case 'route': return `${messages[`route.${page.route}`] ?? ''} | ${shop}`;
    case 'not-found': return `${messages['notFound.title'] ?? ''} | ${shop}`;
    case 'error': return shop;
  }
}

function pageDescription(messages: Messages, page: PageData): string {
  if (page.kind === 'product') return page.product.metaDescription || page.product.description.slice(0, 160);
  if (page.kind === 'content') return page.content.metaDescription;
  return messages['home.hero.text'] ?? '';
}

export function pageHead(locale: string, messages: Messages, page: PageData): PageHead {
  return { title: pageTitle(locale, messages, page), description: pageDescription(messages, page) };
}
