import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReload } from './chunk-reload.ts';

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
});
