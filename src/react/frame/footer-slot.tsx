// The footer in every page, as a chunk of its own: the server renders it in full (links for crawlers
// and for shoppers before any script runs), and the browser keeps that HTML as it is until the footer
// comes within a screen of the viewport, then loads the footer's code and hydrates it (React keeps a
// server-rendered Suspense boundary whose code is still loading). So its links, buttons and blocks cost
// nothing in the start-up script of a page whose footer is never reached.
import { type ComponentProps, lazy, Suspense } from 'react';

/** Resolves once the server-rendered footer is near the viewport; at once where there is none to watch. */
function whenFooterNear(): Promise<void> {
  const footer = typeof document === 'undefined' ? null : document.querySelector('footer.footer');
  if (!footer || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
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
  whenFooterNear()
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
