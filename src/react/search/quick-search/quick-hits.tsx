// The quick results' options: each hit a link to its product page with its highlighted name and price.
// Part of the quick-search chunk (quick-search-chunk.ts).
import { Price } from '../../components/price.tsx';
import { useLink } from '../../market-context.tsx';
import { HighlightedName } from './highlighted-name.tsx';
import type { QuickHit } from './quick-result.ts';

export interface QuickHitsProps {
  hits: readonly QuickHit[];
  optionId: (index: number) => string;
  active: number;
  onChoose: (index: number) => void;
}

export function QuickHits({ hits, optionId, active, onChoose }: QuickHitsProps) {
  const link = useLink();
  return hits.map(({ card, highlightedName }, index) => (
    <a
      key={card.sku}
      className="quick-search__hit"
      role="option"
      id={optionId(index)}
      aria-selected={index === active}
      href={link({ name: 'product', slug: card.slug })}
      tabIndex={-1}
      onClick={() => onChoose(index)}>
      <img className="quick-search__image" src={card.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <span className="quick-search__text">
        <span className="quick-search__name">
          <HighlightedName name={card.name} highlighted={highlightedName} />
        </span>
        <Price price={card.price} originalPrice={card.originalPrice} />
      </span>
    </a>
  ));
}
