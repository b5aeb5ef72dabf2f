// Whether a row that scrolls sideways (a product slider, the category bar) is at its start or its end, kept
// up to date as it scrolls and as the window resizes, so its previous/next controls show only when they can
// move it. One pixel of slack: fractional widths never quite reach the end.
import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEnds {
  start: boolean;
  end: boolean;
}

const endsOf = (row: HTMLElement): ScrollEnds => ({
  start: row.scrollLeft <= 1,
  end: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1,
});

/**
 * The ends of the row `rowOf(root)` finds inside `root` (the root itself by default); `initial` until it is
 * measured after mount. `onMeasure` sees every measurement, e.g. to mark the root for CSS.
 */
export function useScrollEnds(
  root: RefObject<HTMLElement | null>,
  initial: ScrollEnds,
  {
    rowOf = (element) => element,
    onMeasure,
  }: { rowOf?: (root: HTMLElement) => HTMLElement | null; onMeasure?: (ends: ScrollEnds, root: HTMLElement) => void } = {},
): ScrollEnds {
  const [ends, setEnds] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured for the element of the first render; rowOf and onMeasure are read then
  useEffect(() => {
    const element = root.current;
    const row = element && rowOf(element);
    if (!element || !row) return undefined;
    const measure = () => {
      const now = endsOf(row);
      onMeasure?.(now, element);
      setEnds((current) => (current.start === now.start && current.end === now.end ? current : now));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      row.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [root]);
  return ends;
}
