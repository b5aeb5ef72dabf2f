// POST /api/client-errors through the real app in workerd (issue 19): a sampled browser's report is
// answered 204 and written as one JSON warning with the request id and both versions, and without the
// e-mail address its message carried; the endpoint refuses what no page of ours sends — a body over 8 KiB
// (413), one that is not JSON or not a report (400, in the shopper's language), a client over its limit
// (429) and a post from another site (403). Every page starts with the script that sends the reports.
import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { MAX_CLIENT_ERROR_BYTES } from '../../src/domain/operations/client-error-report.ts';
import { RATE_LIMITS } from '../../src/domain/security/rate-limits.ts';
import de from '../../src/locales/de.json';
import sk from '../../src/locales/sk.json';
import { awayFromWindowEdge } from './api-request.ts';
import { get, newClientIp, send } from './request.ts';

const REPORT = {
  kind: 'error',
  message: 'TypeError: cannot read properties of undefined (reading "jana.novakova@example.org")',
  stack: 'TypeError: cannot read properties of undefined\n    at submit (https://sk.localhost/assets/chunk-AB12.js:1:2077)',
  source: 'https://sk.localhost/assets/chunk-AB12.js',
  line: 1,
  column: 2077,
  page: '/p/narezovy-stroj-250-mm-10010001',
  pageKind: 'product',
  clientVersion: 'v2026.11.19',
};

const url = (host: string) => `http://${host}/api/client-errors`;

/** A beacon as the browser sends one: the report as text/plain, with the page's Origin. */
function beacon(host: string, body: string, { ip = newClientIp(), origin = `http://${host}` } = {}): Promise<Response> {
  return exports.default.fetch(
    new Request(url(host), {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': ip },
    }),
  );
}

let warn: MockInstance;
/** The JSON lines written as warnings about client errors. */
const clientErrorLines = () =>
  warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((line) => line['message'] === 'client error');

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('POST /api/client-errors', () => {
  it('answers an accepted report 204 and logs it once, with both versions and without the e-mail in its message', async () => {
    const response = await send(url('sk.localhost'), { body: REPORT });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = clientErrorLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      message: 'client error',
      requestId: response.headers.get('x-request-id'),
      version: 'local',
      kind: 'error',
      error: {
        message: 'TypeError: cannot read properties of undefined (reading "[email]")',
        stack: ['TypeError: cannot read properties of undefined', '    at submit (https://sk.localhost/assets/chunk-AB12.js:1:2077)'],
        source: 'https://sk.localhost/assets/chunk-AB12.js:1:2077',
      },
      clientVersion: 'v2026.11.19',
      page: REPORT.page,
      pageKind: 'product',
      market: 'SK',
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('jana.novakova');
  });

  it('accepts the report as a beacon sends it, text/plain with the page’s Origin', async () => {
    const response = await beacon(
      'de.localhost',
      JSON.stringify({ kind: 'chunk-reload', message: 'TypeError: Failed to fetch dynamically imported module', page: '/' }),
    );
    expect(response.status).toBe(204);
    expect(clientErrorLines()).toMatchObject([{ kind: 'chunk-reload', page: '/', market: 'DE' }]);
  });

  it('refuses a body over 8 KiB with 413 before reading it', async () => {
    const oversized = JSON.stringify({ ...REPORT, stack: 'x'.repeat(MAX_CLIENT_ERROR_BYTES) });
    const response = await beacon('sk.localhost', oversized);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too-large', message: sk['api.error.too-large'] });
    expect(clientErrorLines()).toEqual([]);
  });

  it('refuses a body that is not JSON, or not a report, with 400 in the shopper’s language', async () => {
    for (const [host, messages] of [
      ['sk.localhost', sk],
      ['de.localhost', de],
    ] as const) {
      const refusal = { error: 'bad-request', message: messages['api.error.bad-request'] };
      for (const body of [
        '{"kind": "error", "message": ',
        '',
        JSON.stringify({ ...REPORT, kind: 'warning' }),
        JSON.stringify({ ...REPORT, message: 'm'.repeat(501) }),
        JSON.stringify({ ...REPORT, page: '/kasse?email=jana@example.org' }),
        JSON.stringify({ ...REPORT, cookie: 'cart_id=1' }),
        JSON.stringify([REPORT]),
      ]) {
        const response = await beacon(host, body);
        expect(response.status, body.slice(0, 60)).toBe(400);
        expect(await response.json()).toEqual(refusal);
      }
      const form = await exports.default.fetch(
        new Request(url(host), {
          method: 'POST',
          body: new URLSearchParams({ kind: 'error' }),
          headers: { origin: `http://${host}`, 'cf-connecting-ip': newClientIp() },
        }),
      );
      expect(form.status).toBe(400);
      expect(await form.json()).toEqual(refusal);
    }
    expect(de['api.error.bad-request']).not.toBe(sk['api.error.bad-request']);
    expect(clientErrorLines()).toEqual([]);
  });

  it('refuses a post from another site', async () => {
    const response = await beacon('sk.localhost', JSON.stringify(REPORT), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'cross-site', message: sk['error.cross-site'] });
    expect(clientErrorLines()).toEqual([]);
  });

  it('refuses a client over its limit with 429; another client is still heard', async () => {
    const { limit, periodSeconds } = RATE_LIMITS['client-error'];
    await awayFromWindowEdge(periodSeconds);
    const ip = newClientIp();
    for (let n = 1; n <= limit; n += 1) expect((await beacon('sk.localhost', JSON.stringify(REPORT), { ip })).status, `report ${n}`).toBe(204);
    const over = await beacon('sk.localhost', JSON.stringify(REPORT), { ip });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe(String(periodSeconds));
    expect(await over.json()).toEqual({ error: 'rate-limited', message: sk['rateLimit.message'] });
    expect((await beacon('sk.localhost', JSON.stringify(REPORT))).status).toBe(204);
    expect(clientErrorLines()).toHaveLength(limit + 1);
  });
});

describe('the script that sends the reports', () => {
  it('is the first script of every page’s head, with the page’s nonce, its kind and the version the worker rendered it with', async () => {
    const response = await get('http://sk.localhost/p/narezovy-stroj-250-mm-10010001');
    expect(response.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const head = (await response.text()).split('</head>')[0] ?? '';
    const scripts = [...head.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((attributes) => !attributes.includes('application/ld+json'));
    expect(scripts).toEqual([` nonce="${nonce}" data-page-kind="product" data-version="local"`]);
    expect(head.indexOf('data-page-kind')).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head).toContain('/api/client-errors');
  });
});
