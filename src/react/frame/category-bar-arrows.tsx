// The category bar's arrows (desktop) and scroll state, a chunk loaded once the page is idle: the arrows
// scroll by most of a page and are disabled at the ends; both hide when every entry is in view
// (`data-fits`), and `data-at-end` takes the phones' fading edge away once the last entry shows. They sit in
// the space the bar keeps free for them, so loading them moves nothing.
import { type RefObject, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.tsx';

export function CategoryBarArrows({ bar }: { bar: RefObject<HTMLElement | null> }) {
  const t = useT();
  const [ends, setEnds] = useState({ start: true, end: false });
  useEffect(() => {
    const nav = bar.current;
    const list = nav?.querySelector('ul');
    if (!nav || !list) return undefined;
    const measure = () => {
      // One pixel of slack: fractional widths never quite reach the end.
      const start = list.scrollLeft <= 1;
      const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
      nav.toggleAttribute('data-fits', start && end);
      nav.toggleAttribute('data-at-end', end);
      setEnds((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [bar]);
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
