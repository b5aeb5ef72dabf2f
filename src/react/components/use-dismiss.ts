// How a popup (dropdown, menu, suggestion panel) closes the way shoppers expect: a pointer press or a focus
// move outside its root closes it, and Escape closes it (where the popup does not handle keys itself).
import { type RefObject, useEffect, useRef } from 'react';

export type DismissedBy = 'outside' | 'escape';

/**
 * While `active`, calls `onDismiss` for a press or focus outside `root` and, unless `onEscape` is false, for
 * Escape. The latest `onDismiss` is called, so a new function each render does not re-attach listeners.
 */
export function useDismiss(
  root: RefObject<Element | null>,
  active: boolean,
  onDismiss: (by: DismissedBy) => void,
  { onEscape = true }: { onEscape?: boolean } = {},
): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;
  useEffect(() => {
    if (!active) return undefined;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) latest.current('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape');
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    if (onEscape) document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, active, onEscape]);
}
