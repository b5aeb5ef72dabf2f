// Streaming server rendering of a whole page. The status is decided before the first byte (loaders
// throw 404 before we get here); crawlers wait for every Suspense boundary and get the full document.
import { renderToReadableStream } from 'react-dom/server';
import { isCrawler } from '../../domain/seo/is-crawler.ts';
import { Document } from '../../react/document.tsx';
import type { AppData, DeferredData } from '../../react/page-data.ts';
import { pageChunkOf } from '../../react/pages/page-chunk-names.ts';
import { loadPageChunk } from '../../react/pages/page-chunks.ts';
import './page-modules.ts';
import { serializeForScript } from '../../domain/html/inline-json.ts';
import type { ListingSearchClient } from '../../react/search/search-client.ts';

export interface RenderOptions {
  request: Request;
  data: AppData;
  deferred?: DeferredData;
  status?: number;
  nonce: string;
  /** The search client of a listing page (its results are already in `data`). */
  searchClient?: ListingSearchClient;
}

export async function renderPage({ request, data, deferred = {}, status = 200, nonce, searchClient }: RenderOptions): Promise<Response> {
  // The page's content comes from its chunk, loaded before rendering as the browser does before hydrating.
  await loadPageChunk(pageChunkOf(data.page));
  const stream = await renderToReadableStream(<Document data={data} deferred={deferred} searchClient={searchClient ?? null} />, {
    nonce,
    signal: request.signal,
    bootstrapScriptContent: `window.__APP_DATA__=${serializeForScript(data)}`,
    bootstrapModules: [data.assets.script],
    // A failure in the shell rejects this promise (the caller shows the error page); a failure inside a
    // Suspense boundary only leaves that part to the browser, so it is logged here.
    onError(error: unknown) {
      console.error('render error', error);
    },
  });
  if (isCrawler(request.headers.get('user-agent'))) await stream.allReady;
  return new Response(stream, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' },
  });
}
