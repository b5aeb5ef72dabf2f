// The page's own content between header and footer: the current page's component (its module loaded
// beforehand: by the worker at start, by the browser before it hydrates), so only the code of the page
// being shown is part of its start-up script. A page that hydrates on idle is an island in the browser
// (idle-page.tsx), so the worker puts it in a Suspense boundary of its own too.
import { Suspense, useContext } from 'react';
import type { AppData, DeferredData } from '../page-data.ts';
import { CurrentPage } from './define-page.ts';
import { hydratesOnIdle } from './page-table.ts';

export function Page({ data, deferred }: { data: AppData; deferred: DeferredData }) {
  const page = useContext(CurrentPage);
  // A new `frame` each render is fine for an island waiting for its code (which keeps its HTML only while
  // its props stay): <Page> renders once while the document hydrates, as nothing above it changes state.
  const frame = { categories: data.categories, path: data.path, returnsPortalUrl: data.frame.returnsPortalUrl };
  if (page?.kind !== data.page.kind) {
    console.error(`page ${data.page.kind} rendered without its module: the page content is left out`);
    return null;
  }
  const content = <page.Component page={data.page} frame={frame} deferred={deferred} />;
  return hydratesOnIdle(page.kind) && typeof document === 'undefined' ? <Suspense fallback={null}>{content}</Suspense> : content;
}
