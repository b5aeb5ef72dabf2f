import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_REPORTS_PER_PAGE } from '../../domain/operations/client-error-report.ts';
import { SAMPLE_KEY } from './session-sample.ts';
import { startErrorReporting } from './start-error-reporting.ts';

/** A page as the reporter sees it: its events, address, sessionStorage, beacon and fetch. */
function fakePage({ sampled, beacon = true }: { sampled: boolean; beacon?: boolean }) {
  const storage = new Map([[SAMPLE_KEY, sampled ? '1' : '0']]);
  const beacons: { url: string; body: string }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const win = Object.assign(new EventTarget(), {
    location: { href: 'https://www.exquip.de/kasse?email=jana@example.org#top' },
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    navigator: {
      sendBeacon: (url: string, body: string) => {
        beacons.push({ url, body });
        return beacon;
      },
    },
    fetch: async (url: string, init: RequestInit) => {
      fetches.push({ url, init });
      return new Response(null, { status: 204 });
    },
  });
  return { win: win as unknown as Window, beacons, fetches };
}

/** An uncaught error as the browser dispatches it on the window (Node has no ErrorEvent). */
const errorEvent = (error: unknown, filename = 'https://www.exquip.de/assets/chunk-X.js', lineno = 1, colno = 99) =>
  Object.assign(new Event('error'), {
    error,
    message: error instanceof Error ? `Uncaught ${error.message}` : String(error),
    filename,
    lineno,
    colno,
  });

const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

afterEach(() => vi.restoreAllMocks());

describe('the error reporter of a sampled session', () => {
  it('sends each uncaught error and unhandled rejection as a beacon to /api/client-errors', () => {
    const { win, beacons } = fakePage({ sampled: true });
    const report = startErrorReporting(win, { pageKind: 'cart', clientVersion: 'v7' });
    win.dispatchEvent(errorEvent(new TypeError('x is undefined')));
    win.dispatchEvent(rejection('timeout'));
    report?.('boundary', new Error('render failed'));
    expect(beacons.map(({ url }) => url)).toEqual(['/api/client-errors', '/api/client-errors', '/api/client-errors']);
    const [error, rejected, caught] = beacons.map(({ body }) => JSON.parse(body));
    expect(error).toMatchObject({
      kind: 'error',
      message: 'TypeError: x is undefined',
      source: 'https://www.exquip.de/assets/chunk-X.js',
      line: 1,
      column: 99,
      page: '/kasse',
      pageKind: 'cart',
      clientVersion: 'v7',
    });
    expect(rejected).toEqual({ kind: 'rejection', message: 'timeout', page: '/kasse', pageKind: 'cart', clientVersion: 'v7' });
    expect(caught).toMatchObject({ kind: 'boundary', message: 'Error: render failed' });
    expect(beacons.map(({ body }) => body).join()).not.toContain('jana');
  });

  it('sends an error once however often it repeats, and at most five reports a page', () => {
    const { win, beacons } = fakePage({ sampled: true });
    startErrorReporting(win, {});
    const looping = new TypeError('scroll handler failed');
    for (let n = 0; n < 50; n += 1) win.dispatchEvent(errorEvent(looping));
    expect(beacons).toHaveLength(1);
    for (let n = 0; n < 50; n += 1) win.dispatchEvent(rejection(`failure ${n}`));
    expect(beacons).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it('falls back to a keepalive fetch when the browser does not queue the beacon', () => {
    const { win, beacons, fetches } = fakePage({ sampled: true, beacon: false });
    startErrorReporting(win, {});
    win.dispatchEvent(rejection('offline'));
    expect(beacons).toHaveLength(1);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]?.url).toBe('/api/client-errors');
    expect(fetches[0]?.init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(fetches[0]?.init.body))).toMatchObject({ kind: 'rejection', message: 'offline' });
  });
});

describe('the error reporter of a session not sampled', () => {
  it('sends nothing and gives no report function', () => {
    const { win, beacons, fetches } = fakePage({ sampled: false });
    expect(startErrorReporting(win, {})).toBeNull();
    win.dispatchEvent(errorEvent(new Error('boom')));
    win.dispatchEvent(rejection('nope'));
    expect([beacons, fetches]).toEqual([[], []]);
  });
});
