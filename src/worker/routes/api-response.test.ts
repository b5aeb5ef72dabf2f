import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { marketFor } from '../../domain/markets/resolve-market.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import type { Env } from '../env.ts';
import { jsonFailure } from './api-response.ts';

function appWith(failure: Error) {
  const app = new Hono<{ Bindings: Env }>();
  app.use(async (c, next) => {
    c.set('market', marketFor('DE'));
    await next();
  });
  const api = new Hono<{ Bindings: Env }>();
  api.onError(jsonFailure('account.error.unavailable'));
  api.post('/', () => {
    throw failure;
  });
  app.route('/api/thing', api);
  app.onError(() => new Response('<html>error page</html>', { status: 500 }));
  return app;
}

describe('jsonFailure', () => {
  it('answers a failing backend under a mounted API with JSON 503 in the shopper\'s language, not the error page', async () => {
    const response = await appWith(new HTTPException(503, { message: 'commerce backend unavailable' })).request('/api/thing', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'unavailable', message: messagesFor('de')['account.error.unavailable'] });
  });

  it('answers an unexpected error the same way', async () => {
    const response = await appWith(new TypeError('bug')).request('/api/thing', { method: 'POST' });
    expect(response.status).toBe(503);
  });
});
