import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callJsonApi } from './json-api.ts';

// A real HTTP server on loopback answers as the worker's endpoints do, so the client's reading of
// successes, refusals and broken answers is tried over the wire.
const ANSWERS: Readonly<Record<string, { status: number; body: string }>> = {
  '/saved': { status: 200, body: JSON.stringify({ name: 'Eva' }) },
  '/odd-shape': { status: 200, body: JSON.stringify({ name: 42 }) },
  '/wrong-form': {
    status: 400,
    body: JSON.stringify({ error: 'invalid', message: 'Bitte prüfen Sie Ihre Angaben.', fields: { email: 'Ungültige E-Mail-Adresse' } }),
  },
  '/conflict': { status: 409, body: JSON.stringify({ error: 'conflict', message: 'Geändert.', customer: { name: 'Anna' } }) },
  '/not-json': { status: 502, body: '<html>Bad gateway</html>' },
};

let server: Server;
let origin: string;
const received: { method: string; type: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', type: request.headers['content-type'], body });
      const answer = ANSWERS[request.url ?? ''] ?? { status: 404, body: '{}' };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

const Named = v.object({ name: v.string() });

describe('callJsonApi', () => {
  it('sends the body as JSON and gives the parsed success', async () => {
    const answer = await callJsonApi(`${origin}/saved`, { method: 'PUT', body: { name: 'Eva' }, answer: Named });
    expect(answer).toEqual({ ok: true, status: 200, value: { name: 'Eva' } });
    expect(received.at(-1)).toEqual({ method: 'PUT', type: 'application/json', body: '{"name":"Eva"}' });
  });

  it('does not trust a success of another shape', async () => {
    expect(await callJsonApi(`${origin}/odd-shape`, { answer: Named })).toMatchObject({ ok: false, status: 200, error: 'malformed', message: null });
  });

  it('keeps a refusal’s message and its message per field', async () => {
    expect(await callJsonApi(`${origin}/wrong-form`, { method: 'POST', body: {}, answer: Named })).toEqual({
      ok: false,
      status: 400,
      error: 'invalid',
      message: 'Bitte prüfen Sie Ihre Angaben.',
      fields: { email: 'Ungültige E-Mail-Adresse' },
      extra: null,
    });
  });

  it('reads what else a refusal carries with the caller’s schema', async () => {
    const answer = await callJsonApi(`${origin}/conflict`, { method: 'PUT', body: {}, answer: Named, refusalExtra: v.object({ customer: Named }) });
    expect(answer).toMatchObject({ ok: false, status: 409, error: 'conflict', extra: { customer: { name: 'Anna' } } });
  });

  it('turns an answer that is not JSON into a refusal without a message', async () => {
    expect(await callJsonApi(`${origin}/not-json`, { answer: Named })).toMatchObject({ ok: false, status: 502, error: 'failed', message: null });
  });

  it('turns no answer at all into a network refusal instead of throwing', async () => {
    expect(await callJsonApi('http://127.0.0.1:1/nothing-listens', { answer: Named })).toMatchObject({ ok: false, status: 0, error: 'network' });
  });
});
