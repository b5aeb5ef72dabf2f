import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingWaits, type LoadingBarView } from './loading-waits.ts';

/** The bar as the shopper would see it: hidden, running, done or failed. */
function fakeBar() {
  let state: 'hidden' | 'running' | 'done' | 'failed' = 'hidden';
  const view: LoadingBarView = {
    show: () => (state = 'running'),
    finish: (failed) => {
      if (state !== 'hidden') state = failed ? 'failed' : 'done';
    },
    hide: () => (state = 'hidden'),
  };
  return { view, state: () => state };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading waits', () => {
  it('shows nothing for a wait that is over within 200 ms', () => {
    const bar = fakeBar();
    const end = createLoadingWaits(bar.view).begin();
    vi.advanceTimersByTime(199);
    end();
    vi.advanceTimersByTime(1_000);
    expect(bar.state()).toBe('hidden');
  });

  it('shows the bar after 200 ms and completes it when the wait is over', () => {
    const bar = fakeBar();
    const end = createLoadingWaits(bar.view).begin();
    vi.advanceTimersByTime(200);
    expect(bar.state()).toBe('running');
    end();
    expect(bar.state()).toBe('done');
  });

  it('keeps the bar running for a page load when an outside script that began earlier has loaded', () => {
    const bar = fakeBar();
    const waits = createLoadingWaits(bar.view);
    const endScript = waits.begin();
    vi.advanceTimersByTime(40);
    waits.begin(); // the shopper follows a link: that wait ends only when the page is left
    vi.advanceTimersByTime(5);
    endScript();
    vi.advanceTimersByTime(300);
    expect(bar.state()).toBe('running');
  });

  it('shows the failed style when any of the overlapping waits failed', () => {
    const bar = fakeBar();
    const waits = createLoadingWaits(bar.view);
    const first = waits.begin();
    const second = waits.begin();
    vi.advanceTimersByTime(250);
    first(true);
    expect(bar.state()).toBe('running');
    second();
    expect(bar.state()).toBe('failed');
  });

  it('ignores a wait ended twice, and hides everything when the page is left', () => {
    const bar = fakeBar();
    const waits = createLoadingWaits(bar.view);
    const first = waits.begin();
    first();
    waits.begin();
    first();
    vi.advanceTimersByTime(250);
    expect(bar.state()).toBe('running');
    waits.reset();
    expect(bar.state()).toBe('hidden');
    vi.advanceTimersByTime(1_000);
    expect(bar.state()).toBe('hidden');
  });
});
