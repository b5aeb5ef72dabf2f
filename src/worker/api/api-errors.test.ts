import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { marketFor } from '../../domain/markets/resolve-market.ts';
import { RETRY_AFTER_SECONDS } from '../../domain/security/retry-after.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import type { Env } from '../env.ts';
import { jsonApi } from './json-api.ts';

const de = messagesFor('de');

/** A German shop with one API mounted as app.ts mounts them, and an HTML error page of its own. */
function shopWith(failure: Error) {
  const app = new Hono<{ Bindings: Env }>();
  app.use(async (c, next) => {
    c.set('market', marketFor('DE'));
    await next();
  });
  const api = jsonApi({ unavailable: 'account.error.unavailable' });
  api.post('/', () => {
    throw failure;
  });
  api.get('/personal', (c) => c.json({ mine: true }));
  api.get('/shared', (c) => c.json({ everyone: true }, 200, { 'cache-control': 'private, max-age=300' }));
  app.route('/api/thing', api);
  app.onError(() => new Response('<html>error page</html>', { status: 500 }));
  return app;
}

describe('jsonApi', () => {
  it("answers a failing backend with JSON 503, Retry-After and the API's message in the shopper's language, not the error page", async () => {
    const response = await shopWith(new HTTPException(503, { message: 'commerce backend unavailable' })).request('/api/thing', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ error: 'unavailable', message: de['account.error.unavailable'] });
  });

  it('answers an unexpected error (or one from the cart object, which arrives as a plain Error) the same way', async () => {
    const response = await shopWith(new TypeError('bug')).request('/api/thing', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'unavailable', message: de['account.error.unavailable'] });
  });

  it('keeps the status of an error thrown as a 404, with the localized not-found refusal', async () => {
    const response = await shopWith(new HTTPException(404, { message: 'no such thing' })).request('/api/thing', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not-found', message: de['api.error.not-found'] });
  });

  it('marks answers private, no-store unless the endpoint chose its own Cache-Control', async () => {
    const shop = shopWith(new Error('unused'));
    expect((await shop.request('/api/thing/personal')).headers.get('cache-control')).toBe('private, no-store');
    expect((await shop.request('/api/thing/shared')).headers.get('cache-control')).toBe('private, max-age=300');
  });
});
