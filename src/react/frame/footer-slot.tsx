// The footer in every page, as a chunk of its own: the server renders it in full (links for crawlers
// and for shoppers before any script runs), and the browser keeps that HTML as it is (React keeps a
// server-rendered Suspense boundary whose code is still loading) until the browser is idle after start-up
// or the footer comes within a screen of the viewport, whichever is first; then it loads the footer's
// code and hydrates it. So its links, buttons and blocks cost nothing in the start-up script, and the
// 'Contact us' button works by the time a shopper gets there (a click on it before would be lost).
// The server writes the finished boundary in place (render-page.tsx: `progressiveChunkSize`), so crawlers
// and browsers without JavaScript get the whole footer too.
import { type ComponentProps, lazy, Suspense } from 'react';

/** Resolves once the browser is idle or the server-rendered footer is near; at once where there is none to watch. */
function whenFooterNeeded(): Promise<void> {
  const footer = typeof document === 'undefined' ? null : document.querySelector('footer.footer');
  if (!footer || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3_000 });
    else setTimeout(resolve, 1_000);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(footer);
  });
}

const Footer = lazy(() =>
  whenFooterNeeded()
    .then(() => import('./footer.tsx'))
    .then((module) => ({ default: module.Footer })),
);

export function FooterSlot(props: ComponentProps<typeof Footer>) {
  return (
    <Suspense fallback={null}>
      <Footer {...props} />
    </Suspense>
  );
}
