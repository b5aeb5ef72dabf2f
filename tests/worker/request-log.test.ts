// The request's own log line and the page's Server-Timing (issue 19), through the real app and stand-ins:
// a category page seen twice (rendered, then from the HTML cache), an API answer and a page that does not
// exist each get one line naming what an operator filters by, and the answer names the line.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { app } from '../../src/worker/app.ts';
import { workerEnv } from './bindings.ts';
import { BROWSER_USER_AGENT } from './request.ts';
import { departmentOf, productOnStock } from './seed.ts';

let spies: MockInstance[] = [];
beforeEach(() => {
  spies = (['log', 'warn', 'error'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
});
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
});

async function fetchApp(url: string, accept = 'text/html') {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, { headers: { accept, 'user-agent': BROWSER_USER_AGENT }, redirect: 'manual' }), workerEnv, ctx);
  await response.text();
  await waitOnExecutionContext(ctx);
  return response;
}

/** The request line the answer names by its x-request-id. */
function lineOf(response: Response): Record<string, unknown> {
  const requestId = response.headers.get('x-request-id');
  const lines = spies
    .flatMap((spy) => spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>))
    .filter((line) => line.message === 'request' && line.requestId === requestId);
  expect(lines, `request lines of ${requestId}`).toHaveLength(1);
  return lines[0] ?? {};
}

describe('the request log line', () => {
  it('tells a rendered category page from one the HTML cache answered, with the backends it called', async () => {
    const url = `http://de.localhost/c/${departmentOf(productOnStock(0)).slug['de']}?request-log=1`;
    const rendered = await fetchApp(url);
    expect(rendered.status).toBe(200);
    expect(lineOf(rendered)).toMatchObject({
      level: 'info',
      method: 'GET',
      route: 'page:category',
      status: 200,
      market: 'DE',
      language: 'de',
      htmlCache: 'miss',
      version: 'local',
    });
    expect(rendered.headers.get('server-timing')).toMatch(/total;dur=\d/);

    const cached = await fetchApp(url);
    expect(cached.headers.get('x-request-id')).not.toBe(rendered.headers.get('x-request-id'));
    expect(lineOf(cached)).toMatchObject({ route: 'page:category', status: 200, htmlCache: 'hit', backends: {} });
    expect(cached.headers.get('server-timing')).toMatch(/^total;dur=\d/);
  });

  it('names an API by its route and a page that does not exist by the route it was looked for in, without a page timing on JSON', async () => {
    const api = await fetchApp('http://sk.localhost/api/cart', 'application/json');
    expect(lineOf(api)).toMatchObject({ route: '/api/cart', market: 'SK' });
    expect(api.headers.get('server-timing')).toBeNull();

    const missing = await fetchApp('http://sk.localhost/no-such-page-here');
    expect(missing.status).toBe(404);
    expect(lineOf(missing)).toMatchObject({ route: 'page:content', status: 404 });
  });
});
