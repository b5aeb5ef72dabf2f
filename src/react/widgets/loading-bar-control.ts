// What drives the loading bar (page-widgets-runtime.ts adds it, hidden), in a chunk loaded after hydration.
// It shows on a page load the shopper starts from this page (a same-origin link or form, from the click
// until the page is left) and around slow actions: startLoading() / stopLoading(failed) for the cart and other APIs. It appears only after 200 ms,
// advances towards 90 % over the nominal 5 s (a CSS animation, still under prefers-reduced-motion), fills
// on success and shows the failed style on failure.
import { LOADING_BAR_DELAY_MS, LOADING_BAR_DONE_MS, LOADING_BAR_FAILED_MS, LOADING_BAR_ID } from '../../domain/widgets/loading-bar.ts';

let timer: ReturnType<typeof setTimeout> | undefined;

const bar = (): HTMLElement | null => document.getElementById(LOADING_BAR_ID);

function settle(element: HTMLElement, state: 'done' | 'failed' | null): void {
  clearTimeout(timer);
  if (state === null || element.hidden) {
    element.hidden = true;
    delete element.dataset['state'];
    return;
  }
  element.dataset['state'] = state;
  timer = setTimeout(() => settle(element, null), state === 'done' ? LOADING_BAR_DONE_MS : LOADING_BAR_FAILED_MS);
}

/** A wait begins: the bar shows if it is not over within 200 ms. */
export function startLoading(): void {
  clearTimeout(timer);
  // The element is looked up when it is due: a wait may begin before the bar has been added.
  timer = setTimeout(() => {
    const element = bar();
    if (!element) return;
    element.hidden = false;
    element.dataset['state'] = 'running';
  }, LOADING_BAR_DELAY_MS);
}

/** The wait is over: a shown bar completes (or shows the failed style); one not shown yet never shows. */
export function stopLoading(failed = false): void {
  clearTimeout(timer);
  const element = bar();
  if (element) settle(element, failed ? 'failed' : 'done');
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
  // handled itself (defaultPrevented) loads no page.
  const onIntent = (event: Event) => {
    if (startsPageLoad(event)) startLoading();
  };
  // Leaving the page ends the wait; a page restored from the back/forward cache starts without a bar.
  const reset = () => {
    const element = bar();
    if (element) settle(element, null);
  };
  window.addEventListener('click', onIntent);
  window.addEventListener('submit', onIntent);
  window.addEventListener('pagehide', reset);
  window.addEventListener('pageshow', reset);
}
