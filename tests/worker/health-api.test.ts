// GET /api/health: operators and the rollout read the version and whether commerce, search and KV answer;
// anyone without the token gets the 404 of an address that does not exist.
import { describe, expect, it } from 'vitest';
import { commerceDown, fetchWith, searchDown, workerEnv } from './bindings.ts';

const URL = 'http://sk.localhost/api/health';
const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('GET /api/health', () => {
  it('tells the operator the version and that every backend answers', async () => {
    const { status, headers, html } = await fetchWith(workerEnv, URL, withToken(workerEnv.HEALTH_TOKEN));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const body = JSON.parse(html);
    expect(body).toMatchObject({ version: 'local', status: 'ok', checks: { commerce: { ok: true }, search: { ok: true }, kv: { ok: true } } });
    expect(body.checks.commerce.ms).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 and names the backend that does not answer', async () => {
    for (const [bindings, down, up] of [
      [commerceDown, 'commerce', 'search'],
      [searchDown, 'search', 'commerce'],
    ] as const) {
      const { status, html } = await fetchWith(bindings, URL, withToken(workerEnv.HEALTH_TOKEN));
      expect(status).toBe(503);
      const body = JSON.parse(html);
      expect(body.status).toBe('degraded');
      expect(body.checks[down]).toMatchObject({ ok: false, error: expect.any(String) });
      expect(body.checks[up].ok).toBe(true);
    }
  });

  it('is an unknown address to anyone without the token', async () => {
    const unknown = await fetchWith(workerEnv, 'http://sk.localhost/api/no-such-endpoint');
    for (const init of [
      undefined,
      withToken('guess'),
      withToken(`${workerEnv.HEALTH_TOKEN}x`),
      { headers: { authorization: workerEnv.HEALTH_TOKEN } },
    ]) {
      const { status, html } = await fetchWith(workerEnv, URL, init);
      expect(status).toBe(404);
      expect(html).toBe(unknown.html);
      expect(html).not.toContain('commerce');
    }
  });
});
