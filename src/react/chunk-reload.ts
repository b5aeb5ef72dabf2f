// A deploy replaces the hashed script files; a page opened before it may then fail to load a chunk.
// Reloading fetches the new page and its new chunks. At most once per 60 seconds (spec part 2 §8), so
// a chunk that is really broken cannot trap the shopper in a reload loop.
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

/** Watches for chunk-load failures and reloads the page when allowed; returns the unsubscribe. */
export function reloadOnChunkError(win: Window): () => void {
  const handle = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    const stored = win.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    const now = Date.now();
    if (!shouldReload(stored === null ? null : Number(stored), now)) {
      console.error('chunk failed to load again within 60 s; not reloading', reason);
      return;
    }
    console.warn('chunk failed to load; reloading the page', reason);
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
    win.location.reload();
  };
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onError);
  return () => {
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onError);
  };
}
