// The page's own content between header and footer: the current page's component (its module loaded
// beforehand: by the worker at start, by the browser before it hydrates), so only the code of the page
// being shown is part of its start-up script.
import { useContext } from 'react';
import type { AppData, DeferredData } from '../page-data.ts';
import { CurrentPage } from './define-page.ts';

export function Page({ data, deferred }: { data: AppData; deferred: DeferredData }) {
  const page = useContext(CurrentPage);
  if (page?.kind !== data.page.kind) {
    console.error(`page ${data.page.kind} rendered without its module: the page content is left out`);
    return null;
  }
  return (
    <page.Component
      page={data.page}
      frame={{ categories: data.categories, path: data.path, returnsPortalUrl: data.frame.returnsPortalUrl }}
      deferred={deferred}
    />
  );
}
