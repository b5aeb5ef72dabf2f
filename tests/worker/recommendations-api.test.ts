// Similar products through the real app in workerd, against the seeded local commerce server and the
// recommendation stand-in: the product page is the shared one (from the HTML cache) for shoppers with
// different analytics ids, and each gets their own recommendations from `/api/products/recommendations`;
// the API refuses a malformed or unknown SKU in the shop's JSON error shape, and answers no cards when
// the service fails or is too slow.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import products from '../../kv-seed/commerce/products.json';
import {
  RECOMMENDATION_FAILING_SKU,
  RECOMMENDATION_NEXT_COOKIE,
  RECOMMENDATION_SLOW_SKU,
  RECOMMENDED_COUNT,
} from '../../scripts/local-stack/recommendation-stand-in.ts';
import { app } from '../../src/worker/app.ts';
import { workerEnv } from './bindings.ts';
import { RATE_LIMITS } from '../../src/domain/security/rate-limits.ts';
import sk from '../../src/locales/sk.json';
import { awayFromWindowEdge } from './api-request.ts';
import { BROWSER_USER_AGENT, newClientIp, textOf } from './request.ts';
import { stockOf } from './seed.ts';

interface SeedProduct {
  name: Record<string, string | undefined>;
  slug: Record<string, string | undefined>;
  masterVariant: { sku: string };
}
const catalogue: SeedProduct[] = products;
const bySku = (sku: string): SeedProduct => {
  const found = catalogue.find((product) => product.masterVariant.sku === sku);
  if (!found) throw new Error(`seed has no ${sku}`);
  return found;
};
const SLICER = 'EX10010001';
/** The stand-in's answer for a product: the catalogue's next SKUs after it, `skip` further on. */
const recommendedAfter = (sku: string, skip: number): string[] => {
  const skus = catalogue.map((product) => product.masterVariant.sku).filter((each) => each.startsWith('EX'));
  const at = skus.indexOf(sku) + 1 + skip;
  return skus.slice(at, at + RECOMMENDED_COUNT).filter((each) => stockOf(each) > 0);
};

/** One request through the app as a browser sends it, read to the end, its background work (the HTML cache's store) done. */
async function request(url: string, { cookie, accept = 'text/html', ip }: { cookie?: string; accept?: string; ip?: string } = {}) {
  const headers = new Headers({ accept, 'user-agent': BROWSER_USER_AGENT });
  if (cookie) headers.set('cookie', cookie);
  if (ip) headers.set('cf-connecting-ip', ip);
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, { headers, redirect: 'manual' }), workerEnv, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, body };
}

interface Card {
  sku: string;
  name: string;
  stock: number;
}
async function recommendations(query: string, cookie?: string) {
  const answer = await request(`http://sk.localhost/api/products/recommendations?${query}`, { cookie, accept: 'application/json' });
  return { ...answer, json: JSON.parse(answer.body) as { cards?: Card[]; error?: string; message?: string } };
}

describe('a product page for shoppers with analytics ids', () => {
  it('is the same cached page for two shoppers, and each gets their own recommendations from the API', async () => {
    const url = `http://sk.localhost/p/${bySku(SLICER).slug['sk']}?recommendations=shared`;
    const first = await request(url, { cookie: 'analytics_id=a-1' });
    const second = await request(url, { cookie: `analytics_id=${RECOMMENDATION_NEXT_COOKIE}b-2` });
    expect([first.status, first.headers.get('x-html-cache'), second.status, second.headers.get('x-html-cache')]).toEqual([200, 'miss', 200, 'hit']);
    // The page has the box the browser fills, and no recommended product of either shopper.
    expect(second.body).toContain('data-testid="recommendations-slot"');
    expect(textOf(second.body)).not.toContain('Podobné produkty');

    const mine = await recommendations(`sku=${SLICER}`, 'analytics_id=a-1');
    const theirs = await recommendations(`sku=${SLICER}`, `analytics_id=${RECOMMENDATION_NEXT_COOKIE}b-2`);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const mySkus = (mine.json.cards ?? []).map((card) => card.sku);
    const theirSkus = (theirs.json.cards ?? []).map((card) => card.sku);
    expect(mySkus).toEqual(recommendedAfter(SLICER, 0));
    expect(theirSkus).toEqual(recommendedAfter(SLICER, RECOMMENDED_COUNT));
    expect(mySkus.length).toBeGreaterThan(0);
    expect(mySkus.filter((sku) => theirSkus.includes(sku))).toEqual([]);
    expect(mySkus).not.toContain(SLICER);
    expect(mine.json.cards?.[0]?.name).toBe(bySku(mySkus[0] ?? '').name['sk']);
  });
});

describe('the recommendations API', () => {
  it.each([
    ['no SKU', ''],
    ['a SKU of another form', 'sku=EX1001'],
    ['a path in the SKU', 'sku=..%2Fcart'],
  ])('refuses %s with 400 in the JSON error shape', async (_, query) => {
    const answer = await recommendations(query);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'bad-request', message: expect.stringMatching(/\S/) });
  });

  it('answers 404 for a SKU the shop does not know', async () => {
    const answer = await recommendations('sku=EX99999999');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: 'unknown-product', message: 'Tento produkt neexistuje.' });
  });

  it('answers no cards when the service fails, and the page is whole without them', async () => {
    const answer = await recommendations(`sku=${RECOMMENDATION_FAILING_SKU}`, 'analytics_id=a-3');
    expect([answer.status, answer.json]).toEqual([200, { cards: [] }]);
    const page = await request(`http://sk.localhost/p/${bySku(RECOMMENDATION_FAILING_SKU).slug['sk']}`);
    expect(page.status).toBe(200);
    expect(textOf(page.body)).toContain(bySku(RECOMMENDATION_FAILING_SKU).name['sk']!);
    expect(page.body.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('does not wait for a service that answers too late', async () => {
    const started = Date.now();
    const answer = await recommendations(`sku=${RECOMMENDATION_SLOW_SKU}`);
    expect([answer.status, answer.json]).toEqual([200, { cards: [] }]);
    expect(Date.now() - started).toBeLessThan(2_900);
  });
});

describe('the recommendations API under repetition', () => {
  it('refuses a client over its limit with 429, so a stranger cannot make the shop hammer the service; another client still gets cards', async () => {
    const { limit, periodSeconds } = RATE_LIMITS.recommendations;
    await awayFromWindowEdge(periodSeconds);
    const url = `http://sk.localhost/api/products/recommendations?sku=${SLICER}`;
    const ip = newClientIp();
    for (let n = 1; n <= limit; n += 1) expect((await request(url, { accept: 'application/json', ip })).status, `request ${n}`).toBe(200);
    const over = await request(url, { accept: 'application/json', ip });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe(String(periodSeconds));
    expect(JSON.parse(over.body)).toEqual({ error: 'rate-limited', message: sk['rateLimit.message'] });
    const other = await request(url, { accept: 'application/json', ip: newClientIp() });
    expect(other.status).toBe(200);
    expect(JSON.parse(other.body).cards.length).toBeGreaterThan(0);
  });
});
