// Keeps the keyboard focus inside a panel that acts as a modal but is not a native <dialog> (the listing's
// filter panel is a column on wide screens and a full-screen panel on phones): Tab past the last control
// goes to the first, Shift+Tab before the first to the last. When the panel closes, the focus goes back
// to where it was when it opened (the button that opened it).
import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useFocusTrap(panel: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const keepInside = (event: KeyboardEvent) => {
      const container = panel.current;
      if (event.key !== 'Tab' || !container) return;
      // Only what is shown can take the focus (hidden groups have no layout box).
      const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const current = document.activeElement;
      const outside = !(current instanceof Node && container.contains(current));
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', keepInside);
    return () => {
      document.removeEventListener('keydown', keepInside);
      if (opener?.isConnected) opener.focus();
    };
  }, [panel, active]);
}
