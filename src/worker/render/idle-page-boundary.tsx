// A page whose content hydrates on idle is an island in the browser (src/react/pages/idle-page.tsx): a
// Suspense boundary around the page's content. The worker renders the same boundary around it, so the
// browser finds the markup it expects (the boundary adds no element, only React's comment markers).
import { type ComponentType, Suspense } from 'react';
import { type AnyPage, hydratesOnIdle } from '../../react/pages/page-table.ts';

type ContentProps = Parameters<AnyPage['Component']>[0];
type ShownPage = Pick<AnyPage, 'kind' | 'Component'>;

/** Made once per page (the worker's pages live as long as the isolate), so its identity is stable. */
const inBoundary = new WeakMap<AnyPage, ShownPage>();

export function withIdleBoundary(page: AnyPage): ShownPage {
  if (!hydratesOnIdle(page.kind)) return page;
  const known = inBoundary.get(page);
  if (known) return known;
  const Content = page.Component as ComponentType<ContentProps>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page object (cached above), not per render
  const Component = (props: ContentProps) => (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
  const shown = { kind: page.kind, Component } as ShownPage;
  inBoundary.set(page, shown);
  return shown;
}
