import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackSearch } from './search-events.ts';

describe('search events', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pushes onto an existing data layer', () => {
    const dataLayer: unknown[] = [{ event: 'earlier' }];
    vi.stubGlobal('window', { dataLayer });
    trackSearch({ event: 'search', search_term: 'váha' });
    trackSearch({ event: 'product-clicked', search_term: 'váha', item_id: 'EX10050007', position: 2 });
    expect(dataLayer).toEqual([
      { event: 'earlier' },
      { event: 'search', search_term: 'váha' },
      { event: 'product-clicked', search_term: 'váha', item_id: 'EX10050007', position: 2 },
    ]);
  });

  it('creates the data layer when the page has none', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    trackSearch({ event: 'search-bar-clicked' });
    expect(win.dataLayer).toEqual([{ event: 'search-bar-clicked' }]);
  });

  it('does nothing without a window (server render)', () => {
    expect(() => trackSearch({ event: 'search-results-shown', search_term: 'x', results_count: 0 })).not.toThrow();
  });
});
