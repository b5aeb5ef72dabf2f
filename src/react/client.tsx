// Browser entry: hydrate the server-rendered document with the data the server embedded.
import { hydrateRoot } from 'react-dom/client';
import { reloadOnChunkError } from './chunk-reload.ts';
import { Document } from './document.tsx';
import type { AppData } from './page-data.ts';
import { loadPage } from './pages/page-table.ts';

declare global {
  interface Window {
    __APP_DATA__?: AppData;
  }
}

reloadOnChunkError(window);

const data = window.__APP_DATA__;
if (data) {
  // The page's own chunk first (the page head preloads its files), so it hydrates at once and matches.
  const page = await loadPage(data.page.kind);
  hydrateRoot(document, <Document data={data} page={page} />, {
    onRecoverableError(error) {
      console.warn('hydration recovered from an error', error);
    },
  });
} else {
  console.error('page data missing: the page stays server-rendered only');
}
