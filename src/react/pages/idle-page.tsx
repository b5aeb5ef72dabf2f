// The content of a page that hydrates once the browser is idle (hydratesOnIdle in page-table.ts): the
// server renders it in full as always, in a Suspense boundary of its own (src/worker/render/idle-page-boundary.tsx); the browser
// hydrates the frame (header, live cart badge) at start with this island in the page's place, and fetches
// the page's own chunk afterwards, or at once when the shopper reaches for the page first. Clicks on its
// buttons before then are replayed once it has hydrated (early-clicks.ts). A chunk of its own, awaited
// before hydration only by such pages (scripts/build-client.ts), so the other pages do not carry it.
import type { ComponentType } from 'react';
import { recordEarlyClicks } from '../components/early-clicks.ts';
import { idleIsland } from '../components/idle-island.tsx';
import { type AnyPage, loadPage, type PageKind } from './page-table.ts';

type ContentProps = Parameters<AnyPage['Component']>[0];

/** What <Page> renders for a page of `kind` in the browser (once per page load: it starts recording clicks). */
export function idlePage(kind: PageKind): Pick<AnyPage, 'kind' | 'Component'> {
  const Component = idleIsland(async () => (await loadPage(kind)).Component as ComponentType<ContentProps>, recordEarlyClicks('#main'));
  return { kind, Component } as Pick<AnyPage, 'kind' | 'Component'>;
}
