// Static files are served by the assets layer before the worker runs, so their security headers come
// from dist/client/_headers; this checks that wrangler's assets server really sends them.
import { expect, test } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';

// Node (the request fixture) does not resolve *.localhost as the browser does; the default market will do.
const ORIGIN = `http://127.0.0.1:${BROWSER_TEST_PORT}`;

test('static assets carry the transport security headers and a CSP that allows nothing', async ({ request }) => {
  const html = await (await request.get(`${ORIGIN}/`)).text();
  // The main script is named in the page's inline start script (src/worker/render/start-after-paint.ts).
  const script = /"(\/assets\/client-[^"]+\.js)"/.exec(html)?.[1];
  const style = /<link[^>]+href="(\/assets\/styles-[^"]+\.css)"/.exec(html)?.[1];
  expect(script && style).toBeTruthy();
  for (const path of [script, style, '/favicon.svg']) {
    const response = await request.get(`${ORIGIN}${path}`);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});
