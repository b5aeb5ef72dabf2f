// The category bar's arrows (desktop) and scroll state, a chunk loaded once the page is idle: the arrows
// scroll by most of a page and are disabled at the ends; both hide when every entry is in view
// (`data-fits`), and `data-at-end` takes the phones' fading edge away once the last entry shows. They sit in
// the space the bar keeps free for them, so loading them moves nothing.
import type { RefObject } from 'react';
import { type ScrollEnds, useScrollEnds } from '../components/use-scroll-ends.ts';
import { useT } from '../i18n/i18n.tsx';

/** For the bar's CSS: no arrows when everything fits, no fading edge once the last entry shows. */
function markBar({ start, end }: ScrollEnds, nav: HTMLElement): void {
  nav.toggleAttribute('data-fits', start && end);
  nav.toggleAttribute('data-at-end', end);
}

export function CategoryBarArrows({ bar }: { bar: RefObject<HTMLElement | null> }) {
  const t = useT();
  const ends = useScrollEnds(bar, { start: true, end: false }, { rowOf: (nav) => nav.querySelector('ul'), onMeasure: markBar });
  const page = (sign: number) => {
    const list = bar.current?.querySelector('ul');
    list?.scrollBy({ left: sign * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <>
      <button
        type="button"
        className="category-bar__arrow category-bar__arrow--previous"
        aria-label={t('nav.previous')}
        disabled={ends.start}
        onClick={() => page(-1)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <button
        type="button"
        className="category-bar__arrow category-bar__arrow--next"
        aria-label={t('nav.next')}
        disabled={ends.end}
        onClick={() => page(1)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </>
  );
}
