// Which waits the loading bar stands for. Several can overlap (a page load the shopper started while an
// outside script of the page is still loading), and the end of one must not end another: the bar shows
// once some wait has lasted 200 ms, and completes (or shows the failed style) only when the last is over.
import { LOADING_BAR_DELAY_MS } from '../../domain/widgets/loading-bar.ts';

/** What the waits do to the bar (loading-bar-control.ts draws it). */
export interface LoadingBarView {
  /** Shows the running bar. */
  show(): void;
  /** A shown bar fills (or shows the failed style), then hides; a bar not shown stays hidden. */
  finish(failed: boolean): void;
  /** Hides the bar at once. */
  hide(): void;
}

/** Ends one wait; `failed` gives the bar the failed style. Later calls do nothing. */
export type EndWait = (failed?: boolean) => void;

export function createLoadingWaits(view: LoadingBarView) {
  const active = new Set<object>();
  let anyFailed = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;

  /** A wait begins: the bar shows if some wait is still running 200 ms after the first began. */
  function begin(): EndWait {
    const wait = {};
    if (active.size === 0) {
      anyFailed = false;
      clearTimeout(showTimer);
      showTimer = setTimeout(() => view.show(), LOADING_BAR_DELAY_MS);
    }
    active.add(wait);
    return (failed = false) => {
      if (!active.delete(wait)) return;
      anyFailed ||= failed;
      if (active.size > 0) return;
      clearTimeout(showTimer);
      view.finish(anyFailed);
    };
  }

  /** The page is left or restored: no wait runs any more, and the bar is hidden. */
  function reset(): void {
    active.clear();
    clearTimeout(showTimer);
    view.hide();
  }

  return { begin, reset };
}
