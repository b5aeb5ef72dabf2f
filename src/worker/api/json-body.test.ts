import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { marketFor } from '../../domain/markets/resolve-market.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import type { Env } from '../env.ts';
import { jsonBody } from './json-body.ts';

const de = messagesFor('de');

function endpoint() {
  const app = new Hono<{ Bindings: Env }>();
  app.use(async (c, next) => {
    c.set('market', marketFor('DE'));
    await next();
  });
  const body = jsonBody(v.object({ vatId: v.pipe(v.string('too-short'), v.maxLength(20, 'too-long')) }), {
    maxBytes: 64,
    tooLarge: 'vat.error.too-large',
    malformed: 'vat.error.malformed',
    invalid: (issues) => (issues[0]?.message === 'too-long' ? 'vat.error.too-long' : 'vat.error.too-short'),
  });
  app.post('/check', body, (c) => c.json({ checked: c.req.valid('json').vatId }));
  return app;
}

const post = (body: BodyInit, contentType: string | null = 'application/json') =>
  endpoint().request('/check', { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} });

async function expectRefusal(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(await response.json()).toEqual({ error, message: de[`vat.error.${error}`] });
}

describe('jsonBody', () => {
  it('hands the checked value to the handler', async () => {
    const response = await post(JSON.stringify({ vatId: 'DE123' }));
    expect(await response.json()).toEqual({ checked: 'DE123' });
    expect((await post(JSON.stringify({ vatId: 'DE1' }), 'application/merge-patch+json')).status).toBe(200);
    expect((await post(JSON.stringify({ vatId: 'DE1' }), 'Application/JSON; charset=utf-8')).status).toBe(200);
  });

  it('refuses what the schema does not accept with the key the policy makes of the issues', async () => {
    await expectRefusal(await post(JSON.stringify({ vatId: 'DE'.repeat(15) })), 400, 'too-long');
    await expectRefusal(await post(JSON.stringify({ vatId: 42 })), 400, 'too-short');
  });

  it('refuses a body that is not JSON, or not declared as JSON, as malformed (the validator would check {} instead)', async () => {
    await expectRefusal(await post('{"vatId": '), 400, 'malformed');
    await expectRefusal(await post(''), 400, 'malformed');
    await expectRefusal(await post(JSON.stringify({ vatId: 'DE123' }), 'text/plain'), 400, 'malformed');
    await expectRefusal(await post(new TextEncoder().encode(JSON.stringify({ vatId: 'DE123' })), null), 400, 'malformed');
  });

  it('refuses a body over the limit, declared or streamed without a length', async () => {
    await expectRefusal(await post(JSON.stringify({ vatId: 'x'.repeat(100) })), 413, 'too-large');
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let n = 0; n < 10; n += 1) controller.enqueue(new TextEncoder().encode('          '));
        controller.close();
      },
    });
    await expectRefusal(
      await endpoint().request('/check', {
        method: 'POST',
        body: chunks,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      }),
      413,
      'too-large',
    );
  });
});
