// Hydrates the server-rendered document with the data the server embedded. Kept apart from the entry
// (client.tsx) so the build can put React DOM into the same chunk as the page frame: every lazy chunk
// imports this module (scripts/build/frame-chunk-plugin.ts), so the main script is a few bytes and React
// DOM and the frame are compressed as one file instead of two.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { adoptDigitPatterns } from '../domain/money/digit-patterns.ts';
import { Document } from './document.tsx';
import type { AppData } from './page-data.ts';
import { hydratesOnIdle, loadPage } from './pages/page-table.ts';

declare global {
  interface Window {
    __APP_DATA__?: AppData;
  }
}

// Chunk-load failures reload the page from the inline script at the top of the page, which also reports
// errors (src/react/error-reporting/inline-script.ts): it watches from before this script starts, and its
// code is not part of the page's start-up script.
export async function hydrate(win: Window): Promise<void> {
  const data = win.__APP_DATA__;
  if (!data) {
    console.error('page data missing: the page stays server-rendered only');
    return;
  }
  // Prices and numbers are written without building an Intl formatter (digit-patterns.ts).
  adoptDigitPatterns(data.digits);
  // The page's own chunk first (the page head preloads its files), so it hydrates at once and matches;
  // a page that hydrates on idle loads it later, its content an island till then (idle-page.tsx).
  const kind = data.page.kind;
  const page = hydratesOnIdle(kind) ? (await import('./pages/idle-page.tsx')).idlePage(kind) : await loadPage(kind);
  // In a transition the hydration yields to the browser every few milliseconds (and to the shopper's input)
  // instead of running as one long task: outside one, React hydrates at default priority, in one go.
  startTransition(() => {
    hydrateRoot(win.document, <Document data={data} page={page} />, {
      onRecoverableError(error) {
        console.warn('hydration recovered from an error', error);
      },
    });
  });
}
