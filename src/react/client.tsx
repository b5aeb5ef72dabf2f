// Browser entry: hydrate the server-rendered document with the data the server embedded.
import { hydrateRoot } from 'react-dom/client';
import { reloadOnChunkError } from './chunk-reload.ts';
import { Document } from './document.tsx';
import { isListingPage, type AppData } from './page-data.ts';
import { loadListingModule } from './search/listing-slot.tsx';

declare global {
  interface Window { __APP_DATA__?: AppData }
}

reloadOnChunkError(window);

const data = window.__APP_DATA__;
if (data) {
  // A listing hydrates once its chunk is here (it is preloaded by the page head), so it renders at once.
  if (isListingPage(data.page)) await loadListingModule();
  hydrateRoot(document, <Document data={data} />, {
    onRecoverableError(error) {
      console.warn('hydration recovered from an error', error);
    },
  });
} else {
  console.error('page data missing: the page stays server-rendered only');
}
