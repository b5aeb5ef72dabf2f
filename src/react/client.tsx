// Browser entry: hydrate the server-rendered document with the data the server embedded.
import { hydrateRoot } from 'react-dom/client';
import { reloadOnChunkError } from './chunk-reload.ts';
import { Document } from './document.tsx';
import type { AppData } from './page-data.ts';
import { pageChunkOf } from './pages/page-chunk-names.ts';
import { loadPageChunk } from './pages/page-chunks.ts';

declare global {
  interface Window { __APP_DATA__?: AppData }
}

reloadOnChunkError(window);

const data = window.__APP_DATA__;
if (data) {
  // The page's own chunk first (the page head preloads its files), so it hydrates at once and matches.
  await loadPageChunk(pageChunkOf(data.page));
  hydrateRoot(document, <Document data={data} />, {
    onRecoverableError(error) {
      console.warn('hydration recovered from an error', error);
    },
  });
} else {
  console.error('page data missing: the page stays server-rendered only');
}
