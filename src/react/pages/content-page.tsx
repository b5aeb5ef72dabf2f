// A CMS page at `/{slug}` (from KV), after the own brands in the table (brand-page.tsx).
import { lazy, Suspense } from 'react';
import type { ContentBlock, ContentPage as Content } from '../../domain/content/content-page.ts';
import { definePage, notFound, shopTitle } from './define-page.ts';

// A few pages link to the contact form, the returns portal or the account: those links are in the
// server's HTML from the start (plain addresses that work without script); their code comes as a chunk
// of its own, so the other content pages do not load it.
const ContentActions = lazy(() => import('../content/content-actions.tsx').then((module) => ({ default: module.ContentActions })));

function Block({ block, returnsPortalUrl }: { block: ContentBlock; returnsPortalUrl: string }) {
  switch (block.type) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'actions':
      return (
        <Suspense fallback={null}>
          <ContentActions items={block.items} returnsPortalUrl={returnsPortalUrl} />
        </Suspense>
      );
    case 'faq':
      return (
        <div className="faq">
          {block.items.map((item) => (
            <details key={item.question} className="faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      );
  }
}

/** A CMS page: text blocks rendered as plain elements (content is text, never HTML). */
function ContentPage({ content, returnsPortalUrl }: { content: Content; returnsPortalUrl: string }) {
  return (
    <article className="content-page">
      <h1>{content.title}</h1>
      {content.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks are a fixed list, never reordered or filtered
        <Block key={index} block={block} returnsPortalUrl={returnsPortalUrl} />
      ))}
    </article>
  );
}

export default definePage({
  kind: 'content',
  routes: ['content'],
  async load({ route, services }) {
    const [content, pageIn] = await Promise.all([services.contentPage(route.slug), services.contentPageIn(route.slug)]);
    if (!content) return notFound();
    return { data: { content }, seo: services.seo({ ref: route, pageIn }) };
  },
  head: (page, { t }) => ({ title: shopTitle(page.content.title, t), description: page.content.metaDescription }),
  Component: ({ page, frame }) => <ContentPage content={page.content} returnsPortalUrl={frame.returnsPortalUrl} />,
});
