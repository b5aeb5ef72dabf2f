// Clicks a shopper makes on a part of the page before its code is in. React leaves a server-rendered
// part that has not hydrated inert and does not replay a click on it, so a quick 'Add to cart' would be
// lost. This records the clicks on the part's plain buttons (type="button": the browser does nothing with
// them by itself; links and submit buttons work without script and are left to the browser) and clicks
// the same elements again once the part has hydrated: React keeps the server's elements when it hydrates.
// The first such click also tells the part to load at once instead of after idle (a key press on a
// focused button is a click too).

export interface EarlyClicks {
  /** Resolves at the first click recorded. */
  clicked: Promise<void>;
  /** Stops recording and clicks again, in order, each recorded button that is still there and enabled. */
  replay: () => Promise<void>;
}

/** Records clicks on plain buttons inside the element `containerSelector` finds (browser only). */
export function recordEarlyClicks(containerSelector: string): EarlyClicks {
  const buttons: HTMLButtonElement[] = [];
  let first: () => void = () => undefined;
  const clicked = new Promise<void>((resolve) => {
    first = resolve;
  });
  const onClick = (event: MouseEvent) => {
    // A click's target is an element (never a text node).
    const button = (event.target as Element).closest('button');
    if (button?.type !== 'button' || !button.closest(containerSelector)) return;
    buttons.push(button);
    first();
  };
  document.addEventListener('click', onClick, true);
  return {
    clicked,
    async replay() {
      document.removeEventListener('click', onClick, true);
      for (const button of buttons.splice(0)) {
        // A task between the clicks, so each handler sees the state the one before left (a quantity, then the add).
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (button.isConnected && !button.disabled) button.click();
      }
    },
  };
}
