// What drives the loading bar (page-widgets-runtime.ts adds it, hidden), in a chunk loaded after hydration.
// It shows on a page load the shopper starts from this page (a same-origin link or form, from the click
// until the page is left) and around slow actions: `const end = startLoading(); … end(failed)`. Which
// waits are running is loading-waits.ts; here the bar is drawn: it advances towards 90 % over the nominal
// 5 s (a CSS animation, still under prefers-reduced-motion), fills on success and shows the failed style
// on failure.
import { LOADING_BAR_DONE_MS, LOADING_BAR_FAILED_MS, LOADING_BAR_ID } from '../../domain/widgets/loading-bar.ts';
import { createLoadingWaits, type EndWait } from './loading-waits.ts';

let hideTimer: ReturnType<typeof setTimeout> | undefined;

// The element is looked up when it is due: a wait may begin before the bar has been added.
const bar = (): HTMLElement | null => document.getElementById(LOADING_BAR_ID);

function hide(): void {
  clearTimeout(hideTimer);
  const element = bar();
  if (!element) return;
  element.hidden = true;
  delete element.dataset['state'];
}

const waits = createLoadingWaits({
  show() {
    clearTimeout(hideTimer);
    const element = bar();
    if (!element) return;
    element.hidden = false;
    element.dataset['state'] = 'running';
  },
  finish(failed) {
    const element = bar();
    if (!element || element.hidden) return hide();
    clearTimeout(hideTimer);
    element.dataset['state'] = failed ? 'failed' : 'done';
    hideTimer = setTimeout(hide, failed ? LOADING_BAR_FAILED_MS : LOADING_BAR_DONE_MS);
  },
  hide,
});

/** A wait begins: the bar shows if it is not over within 200 ms. Call what it returns when it is over. */
export function startLoading(): EndWait {
  return waits.begin();
}

/** A click or submit that makes the browser load another page of this shop in this tab. */
function startsPageLoad(event: Event): boolean {
  if (event.defaultPrevented) return false;
  if (event.type === 'submit') {
    const form = event.target;
    return form instanceof HTMLFormElement && form.target === '' && new URL(form.action).origin === location.origin;
  }
  if (!(event instanceof MouseEvent) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href);
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return url.origin === location.origin && !(samePage && url.hash !== '');
}

/** Shows the bar for page loads started here, for the page's life. */
export function watchPageLoads(): void {
  // On window, so React's own handlers (on the document) have had their say: a click a component
  // handled itself (defaultPrevented) loads no page. The page load's wait is never ended here: leaving
  // the page ends it.
  const onIntent = (event: Event) => {
    if (startsPageLoad(event)) startLoading();
  };
  window.addEventListener('click', onIntent);
  window.addEventListener('submit', onIntent);
  // Leaving the page ends every wait; a page restored from the back/forward cache starts without a bar.
  window.addEventListener('pagehide', () => waits.reset());
  // Only a restore: the first pageshow comes with the load event, which can follow hydration by seconds
  // (pictures, outside scripts), and must not cancel a page load the shopper has started meanwhile.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) waits.reset();
  });
}
