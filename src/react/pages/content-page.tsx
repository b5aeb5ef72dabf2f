import type { ContentBlock, ContentPage as Content } from '../../domain/content/content-page.ts';

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'heading': return <h2>{block.text}</h2>;
    case 'paragraph': return <p>{block.text}</p>;
    case 'list': return <ul>{block.items.map((item) => <li key={item}>{item}</li>)}</ul>;
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
export function ContentPage({ content }: { content: Content }) {
  return (
    <article className="content-page">
      <h1>{content.title}</h1>
      {content.blocks.map((block, index) => <Block key={index} block={block} />)}
    </article>
  );
}
