// A product page nobody viewed yet answers from what the indexer wrote into KV (warm-entries.ts), without
// commerce: its product, stock and first reviews, read side by side, its content streamed before a slow
// commerce backend has answered anything; an unknown product number is a 404 from the record of product
// numbers while it is fresh, and commerce is asked once it is not; a price or stock changed in commerce
// reaches the page once its entry is past its freshness (answered stale once, refreshed behind).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { marketFor } from '../../src/domain/markets/resolve-market.ts';
import { formatMoney } from '../../src/domain/money/format-money.ts';
import { app } from '../../src/worker/app.ts';
import type { Env } from '../../src/worker/env.ts';
import { kvNameOf } from '../../src/worker/services/cache/cache-key.ts';
import { defaultEdgeCache } from '../../src/worker/services/cache/read-through.ts';
import { kvWriteOf } from '../../src/worker/services/cache/entry-stores.ts';
import { CACHE_POLICIES } from '../../src/worker/services/cache/policies.ts';
import { productKey, stockKey } from '../../src/worker/services/catalogue/product-cache.ts';
import { PRODUCT_NUMBERS_KEY } from '../../src/worker/services/catalogue/product-numbers.ts';
import { warmCacheEntries } from '../../src/worker/services/catalogue/warm-entries.ts';
import { commerceApi } from '../../src/worker/services/commerce/client.ts';
import { commerceDown, fetchWith, workerEnv } from './bindings.ts';
import { BROWSER_USER_AGENT, get, textOf } from './request.ts';
import { productOnStock, stockOf } from './seed.ts';

const DE = marketFor('DE', 'de');
const CZ = marketFor('CZ', 'cs');
/** Products no other test of this file views, so each is "never viewed" where it is used. */
const viewedFirst = productOnStock(20);
const neverViewed = productOnStock(21);
const notInRecord = productOnStock(22);
const repriced = productOnStock(23);
const compared = productOnStock(24);
const viewedTwice = productOnStock(25);
const viewedWhileSlow = productOnStock(26);
const restocked = productOnStock(27);
const comparedAfterHead = productOnStock(28);

const PROJECT = 'exquip';
const BASIC = `Basic ${btoa('worker-tests:any-secret')}`;

/** A call to the commerce stand-in's API, as a merchant's tool would make it. */
async function commerce<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { access_token } = await (
    await fetch(`${inject('commerceUrl')}/oauth/token?grant_type=client_credentials`, { method: 'POST', headers: { authorization: BASIC } })
  ).json<{ access_token: string }>();
  const response = await fetch(`${inject('commerceUrl')}/${PROJECT}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} → ${response.status}: ${await response.text()}`);
  return response.json<T>();
}

/** The HTML of the section marked `data-testid="{id}"`, or null when the page has none. */
const section = (html: string, id: string): string | null =>
  new RegExp(`<section[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1] ?? null;
const comparedProducts = (html: string): number =>
  [...(section(html, 'comparison') ?? '').matchAll(/<th scope="col" class="comparison__product/g)].length;

/** Writes the indexer's entries for DE and CZ into the worker's CACHE KV, stored at `now`. */
async function indexRun(now = Date.now()): Promise<void> {
  const entries = await warmCacheEntries(commerceApi(workerEnv), [DE, CZ], now);
  await Promise.all(entries.map((entry) => workerEnv.CACHE.put(entry.key, entry.value, { expirationTtl: entry.expirationTtl })));
}

/** Moves a KV entry's storing time back by `seconds`. */
async function age(name: string, seconds: number): Promise<void> {
  const entry = await workerEnv.CACHE.get<{ storedAt: number; value: unknown }>(name, 'json');
  if (!entry) throw new Error(`no KV entry ${name}`);
  await workerEnv.CACHE.put(name, JSON.stringify({ ...entry, storedAt: entry.storedAt - seconds * 1000 }));
}

beforeAll(async () => {
  await indexRun();
  // The frame's data and the market's shipping options, as after the first shoppers of the day.
  expect((await get(`http://de.localhost/p/${viewedFirst.slug['de']}`)).status).toBe(200);
  expect((await get(`http://cz.localhost/p/${viewedFirst.slug['cs']}`)).status).toBe(200);
}, 60_000);

describe('a product nobody viewed yet', () => {
  it('renders from the indexer’s entries with commerce stopped: name, price, stock and reviews', async () => {
    const page = await fetchWith(commerceDown, `http://de.localhost/p/${neverViewed.slug['de']}`);
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain(neverViewed.name['de']);
    expect(page.html).toMatch(/"offers":\{[^}]*"price":/);
    expect(stockOf(neverViewed.masterVariant.sku)).toBeGreaterThan(10);
    expect(text).toContain('Auf Lager');
    // The reviews' section with its form: their first page was read (it is left out when it cannot be).
    expect(text).toContain('Bewertung schreiben');
  });
});

describe('a product nobody viewed yet, commerce answering after 5 s', () => {
  const commerceSlow: Env = { ...workerEnv, COMMERCE_API_URL: inject('slowCommerceUrl'), COMMERCE_AUTH_URL: inject('slowCommerceUrl') };
  const answeredBySlowCommerce = async () =>
    (await (await fetch(`${inject('slowCommerceUrl')}/__proxy/stats`)).json<{ answered: number }>()).answered;

  it('streams its main content, stock included, before commerce has answered anything', async () => {
    const before = await answeredBySlowCommerce();
    const ctx = createExecutionContext();
    // A shopper's browser: crawlers get the complete page instead of the stream.
    const response = await app.fetch(
      new Request(`http://de.localhost/p/${viewedWhileSlow.slug['de']}`, { headers: { 'user-agent': BROWSER_USER_AGENT } }),
      commerceSlow,
      ctx,
    );
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let main = '';
    while (!main.includes('</main>')) {
      const { done, value } = await reader.read();
      if (done) break;
      main += decoder.decode(value, { stream: true });
    }
    const answeredBefore = await answeredBySlowCommerce();
    await reader.cancel();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(main).toContain('</main>');
    expect(textOf(main)).toContain(viewedWhileSlow.name['de']);
    expect(textOf(main)).toContain('Auf Lager');
    // Whatever the page asked of commerce (refreshes behind the response) was still waiting.
    expect(answeredBefore).toBe(before);
  });
});

describe("the product page's extras", () => {
  it('compare a product nobody viewed with commerce stopped: candidates from the search index, products from the cache', async () => {
    const page = await fetchWith(commerceDown, `http://de.localhost/p/${compared.slug['de']}`);
    expect(page.status).toBe(200);
    expect(comparedProducts(page.html)).toBeGreaterThanOrEqual(2);
  });

  it('come from the cache on the second view: with commerce stopped, the page has every one of them again', async () => {
    const url = `http://de.localhost/p/${viewedTwice.slug['de']}`;
    const first = await fetchWith(workerEnv, url);
    const parts = ['comparison', 'complementary'].filter((id) => section(first.html, id) !== null);
    expect(parts).toContain('comparison');
    // Another query, so the page is rendered again from the data caches, not answered from the HTML cache.
    const second = await fetchWith(commerceDown, `${url}?view=2`);
    expect(second.status).toBe(200);
    expect(parts.filter((id) => section(second.html, id) !== null)).toEqual(parts);
    expect(comparedProducts(second.html)).toBe(comparedProducts(first.html));
  });
});

describe('the extras of a product nobody viewed yet', () => {
  it('are looked up once the head has left: the comparison’s 30 candidates do not hold up the first byte', async () => {
    const edgeLookups = vi.spyOn(defaultEdgeCache(), 'match');
    const sku = comparedAfterHead.masterVariant.sku;
    // This product's own extras (other requests' work behind their responses may look up theirs meanwhile).
    const ownExtras = () =>
      edgeLookups.mock.calls
        .map(([request]) => (request instanceof Request ? request.url : String(request)))
        .filter((url) => new RegExp(`/de-DE/(comparison|complementary)/${sku}$`).test(url));
    const ctx = createExecutionContext();
    try {
      const response = await app.fetch(
        new Request(`http://de.localhost/p/${comparedAfterHead.slug['de']}`, { headers: { 'user-agent': BROWSER_USER_AGENT } }),
        workerEnv,
        ctx,
      );
      expect(ownExtras()).toEqual([]);
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(200);
      // Then the comparison was looked up (and loaded: a product nobody viewed has none cached) and streamed.
      expect(ownExtras()).toContain(`https://cache.exquip.internal/de-DE/comparison/${sku}`);
      expect(comparedProducts(html)).toBeGreaterThanOrEqual(2);
    } finally {
      edgeLookups.mockRestore();
    }
  });
});

describe('an unknown product number', () => {
  it('is a 404 from the fresh record of product numbers, commerce stopped', async () => {
    const page = await fetchWith(commerceDown, 'http://de.localhost/p/no-such-thing-99999999');
    expect(page.status).toBe(404);
  });

  it('is asked of commerce once the record is past its freshness: a product added after the index run is found', async () => {
    const sku = notInRecord.masterVariant.sku;
    // The record and entries of an index run that did not have this product yet.
    const record = await workerEnv.CACHE.get<{ storedAt: number; value: { skus: string[] } }>(kvNameOf(PRODUCT_NUMBERS_KEY), 'json');
    if (!record) throw new Error('no record of product numbers');
    await workerEnv.CACHE.put(
      kvNameOf(PRODUCT_NUMBERS_KEY),
      JSON.stringify({ ...record, value: { skus: record.value.skus.filter((known) => known !== sku) } }),
    );
    await Promise.all([DE, CZ].map((market) => workerEnv.CACHE.delete(kvNameOf(productKey(market, sku)))));
    expect((await get(`http://de.localhost/p/${notInRecord.slug['de']}`)).status).toBe(404);
    await age(kvNameOf(PRODUCT_NUMBERS_KEY), 5 * 60 + 1);
    // Another market: DE keeps its "no such product" for its minute in the data center's cache.
    const page = await get(`http://cz.localhost/p/${notInRecord.slug['cs']}`);
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain(notInRecord.name['cs']);
  });
});

describe('a price changed in commerce after the index run', () => {
  /** Sets the product's euro price for Germany (published at once); answers the old amount. */
  async function setEuroPrice(sku: string, centAmount: number): Promise<number> {
    type Price = { id: string; value: { currencyCode: string; centAmount: number }; country?: string };
    const { results } = await commerce<{ results: { id: string; version: number; masterVariant: { prices: Price[] } }[] }>(
      `/product-projections?staged=true&where=${encodeURIComponent(`masterVariant(sku = "${sku}")`)}`,
    );
    const product = results[0];
    const euros = product?.masterVariant.prices.filter((candidate) => candidate.value.currencyCode === 'EUR') ?? [];
    // The one a German shopper is shown: Germany's own, else the one for every country.
    const price = euros.find((candidate) => candidate.country === 'DE') ?? euros.find((candidate) => !candidate.country);
    if (!product || !price) throw new Error(`${sku} has no euro price for Germany`);
    await commerce(`/products/${product.id}`, {
      method: 'POST',
      body: JSON.stringify({
        version: product.version,
        actions: [
          {
            action: 'changePrice',
            priceId: price.id,
            price: { value: { type: 'centPrecision', currencyCode: 'EUR', centAmount, fractionDigits: 2 } },
            staged: false,
          },
        ],
      }),
    });
    return price.value.centAmount;
  }

  it('reaches the page after the entry’s minute: answered once more from the cache, then the new price', async () => {
    const sku = repriced.masterVariant.sku;
    // The amount as the page writes it, without the currency (its space differs between page and formatter).
    const shown = (cents: number) => formatMoney({ centAmount: cents, currencyCode: 'EUR', fractionDigits: 2 }, DE.locale).replace(/\s*€$/, '');
    // Each view its own query, so each is rendered from the product's entry rather than answered from
    // the HTML cache (whose own freshness on top of this one tests/worker/html-cache.test.ts covers).
    let views = 0;
    const view = () => fetchWith(workerEnv, `http://de.localhost/p/${repriced.slug['de']}?view=${++views}`);
    const before = await view();
    expect(before.status).toBe(200);
    const old = await setEuroPrice(sku, 123_456);
    try {
      // Within the entry's freshness the cached price stands.
      expect(textOf((await view()).html)).not.toContain(shown(123_456));
      await age(kvNameOf(productKey(DE, sku)), 61);
      // Stale: answered as it was, refreshed behind the response (fetchWith waits for it)…
      expect(textOf((await view()).html)).not.toContain(shown(123_456));
      // …so the next shopper sees the new price.
      expect(textOf((await view()).html)).toContain(shown(123_456));
    } finally {
      await setEuroPrice(sku, old);
    }
  });
});

describe('stock changed in commerce after the index run', () => {
  /** Sets the SKU's units on stock; answers the old quantity. */
  async function setStock(sku: string, quantity: number): Promise<number> {
    type Entry = { id: string; version: number; quantityOnStock: number };
    const { results } = await commerce<{ results: Entry[] }>(`/inventory?where=${encodeURIComponent(`sku = "${sku}"`)}`);
    const entry = results[0];
    if (!entry) throw new Error(`${sku} has no inventory entry`);
    await commerce(`/inventory/${entry.id}`, {
      method: 'POST',
      body: JSON.stringify({ version: entry.version, actions: [{ action: 'changeQuantity', quantity }] }),
    });
    return entry.quantityOnStock;
  }

  it('reaches a page nobody viewed after the stock entry’s freshness: answered once more from the index run, then sold out', async () => {
    const sku = restocked.masterVariant.sku;
    const stockName = kvNameOf(stockKey(sku));
    // The index run's stock entry, written now (the file's run was longer ago than its freshness).
    const written = kvWriteOf(stockKey(sku), { storedAt: Date.now(), value: stockOf(sku) }, CACHE_POLICIES.stock.keep);
    await workerEnv.CACHE.put(written.key, written.value, { expirationTtl: written.expirationTtl });
    let views = 0;
    const view = async () => textOf((await fetchWith(workerEnv, `http://de.localhost/p/${restocked.slug['de']}?view=${++views}`)).html);
    const old = await setStock(sku, 0);
    try {
      // Within the entry's freshness the index run's stock stands.
      expect(await view()).toContain('Auf Lager');
      await age(stockName, CACHE_POLICIES.stock.fresh + 1);
      // Stale: answered as it was, asked of commerce behind the response (fetchWith waits for it)…
      expect(await view()).toContain('Auf Lager');
      // …so the next shopper sees it sold out.
      const soldOut = await view();
      expect(soldOut).toContain('Derzeit nicht vorrätig');
      expect(soldOut).not.toContain('Auf Lager');
    } finally {
      await setStock(sku, old);
    }
  });
});
