// A deploy replaces the hashed script files; a page opened before it may then fail to load a chunk.
// Reloading fetches the new page and its new chunks. At most once per 60 seconds (spec part 2 §8), so
// a chunk that is really broken cannot trap the shopper in a reload loop. A reload is reported (kind
// `chunk-reload`) before it happens: a beacon outlives the page.
import type { ReportClientError } from './error-reporting/report-client-error.ts';

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return reason.name === 'ChunkLoadError' || CHUNK_ERROR.test(reason.message);
  return typeof reason === 'string' && CHUNK_ERROR.test(reason);
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS || now < lastReloadAt;
}

/**
 * Watches for chunk-load failures and reloads the page when allowed; `report` (the error reporter's, in a
 * sampled session) hears of each reload before it happens. Runs from the inline script at the top of every
 * page (src/react/error-reporting/inline-script.ts). Returns the same handling for a failure the page caught
 * itself (a lazy part's chunk, caught by React's error boundary): true when it reloads the page for it.
 */
export function reloadOnChunkError(win: Window, report?: ReportClientError | null): (reason: unknown) => boolean {
  const handle = (reason: unknown): boolean => {
    if (!isChunkLoadError(reason)) return false;
    const stored = win.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    const now = Date.now();
    if (!shouldReload(stored === null ? null : Number(stored), now)) {
      console.error('chunk failed to load again within 60 s; not reloading', reason);
      return false;
    }
    console.warn('chunk failed to load; reloading the page', reason);
    report?.('chunk-reload', reason);
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
    win.location.reload();
    return true;
  };
  win.addEventListener('unhandledrejection', (event) => handle(event.reason));
  win.addEventListener('error', (event) => handle(event.error ?? event.message));
  return handle;
}
