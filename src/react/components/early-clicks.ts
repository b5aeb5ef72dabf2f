// Clicks a shopper makes on a part of the page before its code is in. React leaves a server-rendered
// part that has not hydrated inert and does not replay a click on it, so a quick 'Add to cart' would be
// lost. This records the clicks on the part's plain buttons (type="button": the browser does nothing with
// them by itself; links and submit buttons work without script and are left to the browser) and clicks
// the same elements again once the part has hydrated: React keeps the server's elements when it hydrates.
// The first pointer, key or focus anywhere also tells the part to load at once instead of after idle.

export interface EarlyClicks {
  /** Resolves at the shopper's first pointer, key or focus on the page. */
  interacted: Promise<void>;
  /** Stops recording and clicks again, in order, each recorded button that is still there and enabled. */
  replay: () => Promise<void>;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Records clicks on plain buttons inside the element `containerSelector` finds (browser only). */
export function recordEarlyClicks(containerSelector: string): EarlyClicks {
  const clicked: HTMLButtonElement[] = [];
  let interact: () => void = () => undefined;
  const interacted = new Promise<void>((resolve) => {
    interact = resolve;
  });
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button' && button.closest(containerSelector)) clicked.push(button);
  };
  // Left in place once the part is in: resolving again does nothing.
  for (const type of INTERACTIONS) document.addEventListener(type, () => interact(), { capture: true, once: true });
  document.addEventListener('click', onClick, { capture: true });
  return {
    interacted,
    async replay() {
      document.removeEventListener('click', onClick, { capture: true });
      for (const button of clicked.splice(0)) {
        // A task between the clicks, so each handler sees the state the one before left (a quantity, then the add).
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (button.isConnected && !button.disabled) button.click();
      }
    },
  };
}
