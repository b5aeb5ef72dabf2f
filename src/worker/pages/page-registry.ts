// Every page of src/react/pages/page-table.ts, loaded once when the worker starts: at module evaluation,
// outside any request. An import() begun by one request and awaited by another crosses request
// contexts, which workerd refuses ("Cannot perform I/O on behalf of a different request" when its test
// runner loads modules over I/O; found by fuzzing with concurrent requests), so no request imports one.
import type { RouteRef } from '../../domain/routes/route-table.ts';
import { loadPages, pagesAnswering, type AnyPage, type PageKind, type RoutedPage } from '../../react/pages/page-table.ts';

const PAGES: readonly AnyPage[] = await loadPages();

/** The pages that answer a route, in the order they are offered it. */
export const pagesFor = (route: RouteRef): RoutedPage[] => pagesAnswering(PAGES, route);

export function pageOfKind(kind: PageKind): AnyPage {
  const page = PAGES.find((candidate) => candidate.kind === kind);
  if (!page) throw new Error(`no page of kind ${kind}`);
  return page;
}
