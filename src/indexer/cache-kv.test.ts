import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKvTargetFromEnv, writeCacheKv } from './cache-kv.ts';

const received: { url: string; auth: string; body: unknown[] }[] = [];
let failWith: number | null = null;
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  request.on('end', () => {
    received.push({ url: `${request.method} ${request.url}`, auth: request.headers.authorization ?? '', body: JSON.parse(text) });
    response.writeHead(failWith ?? 200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
});
let apiUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the indexer's KV bulk writes", () => {
  it('sends every entry with its lifetime, at most 10,000 a request, with the token', async () => {
    received.length = 0;
    const entries = Array.from({ length: 10_001 }, (_, i) => ({ key: `stock:EX${i}`, value: `{"storedAt":1,"value":${i}}`, expirationTtl: 3600 }));
    await writeCacheKv({ apiUrl, accountId: 'acc', namespaceId: 'ns', apiToken: 'secret' }, entries);
    expect(received.map((request) => [request.url, request.auth, request.body.length])).toEqual([
      ['PUT /client/v4/accounts/acc/storage/kv/namespaces/ns/bulk', 'Bearer secret', 10_000],
      ['PUT /client/v4/accounts/acc/storage/kv/namespaces/ns/bulk', 'Bearer secret', 1],
    ]);
    expect(received[1]?.body[0]).toEqual({ key: 'stock:EX10000', value: '{"storedAt":1,"value":10000}', expiration_ttl: 3600 });
  });

  it('fails the run when the API refuses a write', async () => {
    failWith = 403;
    await expect(
      writeCacheKv({ apiUrl, accountId: 'acc', namespaceId: 'ns', apiToken: 'bad' }, [{ key: 'k', value: 'v', expirationTtl: 60 }]),
    ).rejects.toThrow(/answered 403/);
    failWith = null;
  });

  it('writes nothing without an account, token and namespace', () => {
    expect(cacheKvTargetFromEnv({ CLOUDFLARE_ACCOUNT_ID: 'acc', CLOUDFLARE_API_TOKEN: 'token' })).toBeNull();
    expect(cacheKvTargetFromEnv({ CLOUDFLARE_ACCOUNT_ID: 'acc', CLOUDFLARE_API_TOKEN: 'token', CACHE_KV_NAMESPACE_ID: 'ns' })).toMatchObject({
      apiUrl: 'https://api.cloudflare.com/client/v4',
    });
  });
});
