// URL-only redirects through the real app: (host, path, cookies) → (status, Location).
import { describe, expect, it } from 'vitest';
import { get } from './request.ts';

const cases: [host: string, path: string, cookie: string | undefined, status: number, location: string | null][] = [
  ['de.localhost', '/C/Gastronomie?page=2', undefined, 308, '/c/gastronomie?page=2'],
  ['de.localhost', '/fr/c/gastronomie', undefined, 308, '/'],
  ['de.localhost', '/de/c/gastronomie', undefined, 308, '/c/gastronomie'],
  ['de.localhost', '/c/gastronomie?page=1', undefined, 308, '/c/gastronomie'],
  ['de.localhost', '/category/gastronomie', undefined, 301, '/c/gastronomie'],
  ['de.localhost', '/search/grill', undefined, 301, '/search?query=grill'],
  ['ch.localhost', '/fr/category/restauration', undefined, 301, '/fr/c/restauration'],
  ['ch.localhost', '/it/login/', undefined, 308, '/it/login'],
  ['localhost', '/checkout/cart/', 'country=CZ', 308, '/checkout/cart'],
  ['localhost', '/en/', 'country=CZ', 308, '/'],
  ['de.localhost', '/c/gastronomie', undefined, 200, null],
  // A product number with another language's (or an outdated) slug goes to the canonical product URL.
  ['cz.localhost', '/p/aufschnittmaschine-250-mm-10010001?ref=mail', undefined, 301, '/p/narezovy-stroj-250-mm-10010001?ref=mail'],
  ['ch.localhost', '/fr/p/narezovy-stroj-250-mm-10010001', undefined, 301, '/fr/p/trancheuse-250-mm-10010001'],
  ['cz.localhost', '/p/narezovy-stroj-250-mm-10010001', undefined, 200, null],
];

describe('redirects', () => {
  it.each(cases)('%s%s (cookie %s) → %i %s', async (host, path, cookie, status, location) => {
    const response = await get(`http://${host}${path}`, cookie === undefined ? {} : { cookie });
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
    await response.body?.cancel();
  });
});

describe('paths no page can have', () => {
  it.each([
    ['/c/%E0%A4%A', 404], ['/c/%', 404], ["/c/it's", 404], [`/c/${'x'.repeat(3000)}`, 404],
    ['/.env', 404], ['/__build/chunk.js', 404], ['/font/inter.woff2', 404],
  ])('%s → %i page, never a 500', async (path, status) => {
    const response = await get(`http://gb.localhost${path}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain('This page could not be found');
  });

  it('answers an unknown API path with JSON', async () => {
    const response = await get('http://gb.localhost/api/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
