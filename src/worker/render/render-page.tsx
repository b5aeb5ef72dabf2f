// Streaming server rendering of a whole page. The status is decided before the first byte (a page not
// found never gets here); crawlers wait for every Suspense boundary and get the full document.
import { renderToReadableStream } from 'react-dom/server';
import { isCrawler } from '../../domain/seo/is-crawler.ts';
import { Document } from '../../react/document.tsx';
import type { AppData, DeferredData } from '../../react/page-data.ts';
import type { AnyPage } from '../../react/pages/page-table.ts';
import { withIdleBoundary } from './idle-page-boundary.tsx';
import { startScript } from './start-after-paint.ts';
import { ErrorScript } from './error-script.tsx';
import type { ListingSearchClient } from '../../react/search/search-client.ts';
import { logError } from '../services/observability/log.ts';

export interface RenderOptions {
  request: Request;
  data: AppData;
  /** The page of `data.page.kind` (src/worker/pages/page-registry.ts). */
  page: AnyPage;
  deferred?: DeferredData;
  status?: number;
  nonce: string;
  /** The worker's APP_VERSION, which the page's error reports name (error-script.tsx). */
  appVersion: string;
  /** The search client of a listing page (its results are already in `data`). */
  searchClient?: ListingSearchClient;
  /** Personal data: stored by no cache (`no-store`) rather than revalidated (`no-cache`). */
  noStore?: boolean;
  /** Told of every failure inside a Suspense boundary (the part left to the browser). */
  onRenderError?: () => void;
  /** Told once the shell is rendered, before the response leaves (and before a crawler's wait for the rest). */
  onShellReady?: () => void;
}

export async function renderPage({
  request,
  data,
  page,
  deferred = {},
  status = 200,
  nonce,
  appVersion,
  searchClient,
  noStore = false,
  onRenderError,
  onShellReady,
}: RenderOptions): Promise<Response> {
  const stream = await renderToReadableStream(
    <Document
      data={data}
      page={withIdleBoundary(page)}
      deferred={deferred}
      searchClient={searchClient ?? null}
      errorScript={<ErrorScript nonce={nonce} pageKind={data.page.kind} version={appVersion} />}
    />,
    {
      nonce,
      signal: request.signal,
      // The page data and the loader of the page's script, which waits for the first paint (start-after-paint.ts).
      bootstrapScriptContent: startScript(data),
      // A Suspense boundary that is finished when its turn comes is written in place, however far down the
      // page: by default React moves one of more than 500 bytes past the first 12.8 kB out of place, into a
      // hidden block its inline script swaps in, so crawlers that run no script and shoppers without
      // JavaScript would not see the footer or the reviews. Boundaries still waiting for data stream later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A failure in the shell rejects this promise (the caller shows the error page); a failure inside a
      // Suspense boundary only leaves that part to the browser, so it is logged here.
      onError(error: unknown) {
        logError('render error', error);
        onRenderError?.();
      },
    },
  );
  onShellReady?.();
  if (isCrawler(request.headers.get('user-agent'))) await stream.allReady;
  return new Response(stream, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': noStore ? 'private, no-store' : 'private, no-cache' },
  });
}
