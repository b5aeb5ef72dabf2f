// A row of product cards that scrolls sideways (spec part 2 §9 carousel and product slider constants,
// domain/catalogue/carousel.ts): scroll-snap and swipe on touch, previous/next buttons on pointer devices,
// sizes from CSS so nothing shifts after mount. A plain list inside a named, focusable region: the arrow
// keys scroll it and the buttons are ordinary buttons (no carousel role that would hide the list).
import { useRef } from 'react';
import { sliderStep } from '../../domain/catalogue/carousel.ts';
import type { ProductCard as Card } from '../../domain/catalogue/product-card.ts';
import { useT } from '../i18n/i18n.tsx';
import { ProductCard } from './product-card.tsx';
import { useScrollEnds } from './use-scroll-ends.ts';

export function ProductSlider({
  cards,
  labelledBy,
  testId,
  onCardLinkFollowed,
}: {
  cards: Card[];
  labelledBy: string;
  testId?: string;
  /** Called when one of the cards' links is followed (not for its quick-add button). */
  onCardLinkFollowed?: () => void;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // Which ends are reached: a button with nothing more to show is hidden (they float over the row, so
  // hiding them moves nothing). Both start hidden: before hydration they could not do anything.
  const ends = useScrollEnds(box, { start: true, end: true });
  const scroll = (direction: 1 | -1) => {
    const element = box.current;
    if (element) element.scrollBy({ left: direction * sliderStep(element.clientWidth), behavior: 'smooth' });
  };
  return (
    <div className="slider-frame" data-testid={testId}>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: the slider's box, focusable so keyboard users can scroll it and named by the heading when focused; a group inside its section, not a landmark of its own (a region named by the section's heading would list the same landmark twice) */}
      <div ref={box} className="slider" role="group" aria-labelledby={labelledBy} tabIndex={0}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: listens only for the cards' links being followed; Enter on a link is a click too */}
        <ul
          className="slider__list"
          role="list"
          onClick={(event) => event.target instanceof Element && event.target.closest('a') && onCardLinkFollowed?.()}>
          {cards.map((card) => (
            <li key={card.sku} className="slider__item">
              <ProductCard card={card} />
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="slider__button slider__button--previous"
        aria-label={t('slider.previous')}
        hidden={ends.start}
        onClick={() => scroll(-1)}>
        ‹
      </button>
      <button type="button" className="slider__button slider__button--next" aria-label={t('slider.next')} hidden={ends.end} onClick={() => scroll(1)}>
        ›
      </button>
    </div>
  );
}
