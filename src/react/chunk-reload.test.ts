import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnChunkError, shouldReload } from './chunk-reload.ts';

describe('chunk reload', () => {
  it('recognises the chunk-load failures of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    expect(shouldReload(null, 1_000_000)).toBe(true);
    expect(shouldReload(1_000_000, 1_000_000 + 59_999)).toBe(false);
    expect(shouldReload(1_000_000, 1_000_000 + 60_000)).toBe(true);
    // A clock that went backwards or a garbled stored value does not block reloading for good.
    expect(shouldReload(2_000_000, 1_000_000)).toBe(true);
    expect(shouldReload(Number.NaN, 1_000_000)).toBe(true);
  });

  it('reports a reload before it reloads, and tells a caught failure whether it reloaded for it', () => {
    const storage = new Map<string, string>();
    const order: string[] = [];
    const win = Object.assign(new EventTarget(), {
      sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
      location: { reload: () => order.push('reload') },
    }) as unknown as Window;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = reloadOnChunkError(win, (kind) => order.push(kind));
    const missing = new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js');
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: missing }));
    expect(order).toEqual(['chunk-reload', 'reload']);
    // A lazy part's failure caught by the error boundary: within 60 s of the last reload, no second one.
    expect(handle(missing)).toBe(false);
    expect(handle(new TypeError('x is undefined'))).toBe(false);
    expect(order).toEqual(['chunk-reload', 'reload']);
    storage.clear();
    expect(handle(missing)).toBe(true);
    expect(order).toEqual(['chunk-reload', 'reload', 'chunk-reload', 'reload']);
    warn.mockRestore();
    error.mockRestore();
  });
});
