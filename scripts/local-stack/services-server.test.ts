import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECOMMENDATION_FAILING_SKU, RECOMMENDATION_SLOW_MS, RECOMMENDATION_SLOW_SKU } from './recommendation-stand-in.ts';
import { DEFAULT_SEO_FIXTURE, startServicesServer, type ServicesServer } from './services-server.ts';
import { VAT_GARBLED_SUFFIX, VAT_SLOW_MS, VAT_SLOW_SUFFIX } from './vat-stand-in.ts';
import { parseVatErrorCode, VAT_CHECK_TIMEOUT_MS } from '../../src/domain/vat/vat-result.ts';

let server: ServicesServer;
beforeAll(async () => {
  server = await startServicesServer({ port: 0, maxRecords: 3 });
});
afterAll(() => server.close());

const seoRedirection = async (sourceUrl?: string) => {
  const query = sourceUrl === undefined ? '' : `?${new URLSearchParams({ sourceUrl })}`;
  const response = await fetch(`${server.url}/seo-redirection${query}`);
  return { status: response.status, body: await response.json() };
};

const post = (event: string, body: string) =>
  fetch(`${server.url}/cia/${event}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

const received = async (event: string): Promise<unknown> => (await fetch(`${server.url}/__received?event=${event}`)).json();

describe('SEO-redirection stand-in', () => {
  it('answers the fixture redirect for the path of sourceUrl, case and trailing slash ignored', async () => {
    expect(await seoRedirection('https://www.exquip.sk/Legacy-Shop/Garden-Tools/?utm_source=x')).toEqual({
      status: 200,
      body: { redirectionCode: 301, targetURL: '/c/zahradna-technika' },
    });
    expect(await seoRedirection('http://127.0.0.1:8787/legacy-shop/catalogue.php')).toEqual({
      status: 200,
      body: { redirectionCode: 301, targetURL: '/' },
    });
  });

  it('answers 404 for a path without a redirection', async () => {
    expect(await seoRedirection('https://www.exquip.de/c/grills/')).toEqual({
      status: 404,
      body: { message: 'No redirection for /c/grills' },
    });
  });

  it('answers 400 without an absolute sourceUrl', async () => {
    for (const sourceUrl of [undefined, '', '/legacy-shop/garden-tools', 'javascript:alert(1)']) {
      const { status, body } = await seoRedirection(sourceUrl);
      expect(status).toBe(400);
      expect(body).toEqual({ message: expect.stringContaining('sourceUrl') });
    }
  });

  it('redirects to real Slovak category slugs of the seed', () => {
    const categories: Array<{ slug: { sk?: string } }> = JSON.parse(
      readFileSync(new URL('../../kv-seed/commerce/categories.json', import.meta.url), 'utf8'),
    );
    const slugs = new Set(categories.map((c) => c.slug.sk));
    const fixture: Record<string, { targetURL: string }> = JSON.parse(readFileSync(DEFAULT_SEO_FIXTURE, 'utf8'));
    const categoryTargets = Object.values(fixture)
      .map((r) => r.targetURL)
      .filter((t) => t.startsWith('/c/'));
    expect(categoryTargets.length).toBeGreaterThan(0);
    for (const target of categoryTargets) expect(slugs).toContain(target.slice('/c/'.length));
  });
});

describe('customer-data (CIA) stand-in', () => {
  beforeEach(async () => {
    expect((await fetch(`${server.url}/__received`, { method: 'DELETE' })).status).toBe(204);
  });

  it('records event bodies per event and answers ok', async () => {
    const response = await post('consent', JSON.stringify({ email: 'a@example.com', marketing: true }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    await post('view-item', JSON.stringify({ sku: 'EX10000001' }));
    await post('consent', JSON.stringify({ email: 'b@example.com', marketing: false }));
    expect(await received('consent')).toEqual([
      { email: 'a@example.com', marketing: true },
      { email: 'b@example.com', marketing: false },
    ]);
    expect(await received('view-item')).toEqual([{ sku: 'EX10000001' }]);
    expect(await received('checkout')).toEqual([]);
  });

  it('rejects invalid JSON, an empty body and a body over 16 KB, recording nothing', async () => {
    for (const body of ['{"email":', '', JSON.stringify({ blob: 'x'.repeat(16 * 1024) })]) {
      const response = await post('cart-update', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    expect((await post('cart-update', JSON.stringify({ blob: 'x'.repeat(16 * 1024 - 20) }))).status).toBe(200);
    expect(await received('cart-update')).toHaveLength(1);
  });

  it('answers 404 for an unknown event and 405 for another method', async () => {
    expect((await post('purchase', '{}')).status).toBe(404);
    expect((await fetch(`${server.url}/cia/consent`)).status).toBe(405);
    expect((await fetch(`${server.url}/__received?event=purchase`)).status).toBe(404);
    expect((await fetch(`${server.url}/__received`)).status).toBe(400);
  });

  it('checks the reset-password body: e-mail and locale, and the reset token if given', async () => {
    expect((await post('reset-password', JSON.stringify({ email: 'eva@example.com', locale: 'de-DE', token: 'abc' }))).status).toBe(200);
    expect((await post('reset-password', JSON.stringify({ email: 'eva@example.com', locale: 'de-DE' }))).status).toBe(200);
    for (const body of [{ email: 'eva', locale: 'de-DE' }, { email: 'eva@example.com' }, { email: 'eva@example.com', locale: 'de-DE', token: '' }]) {
      expect((await post('reset-password', JSON.stringify(body))).status, JSON.stringify(body)).toBe(400);
    }
    expect(await received('reset-password')).toHaveLength(2);
  });

  it('checks the verify-email body: e-mail, locale and the confirmation token', async () => {
    expect((await post('verify-email', JSON.stringify({ email: 'eva@example.com', locale: 'de-AT', token: 'abc' }))).status).toBe(200);
    for (const body of [
      { email: 'eva@example.com', locale: 'de-AT' },
      { email: 'eva', locale: 'de-AT', token: 'abc' },
      { email: 'eva@example.com', token: 'abc' },
    ]) {
      expect((await post('verify-email', JSON.stringify(body))).status, JSON.stringify(body)).toBe(400);
    }
    expect(await received('verify-email')).toEqual([{ email: 'eva@example.com', locale: 'de-AT', token: 'abc' }]);
  });

  it('keeps only the newest records', async () => {
    for (const n of [1, 2, 3, 4]) await post('newsletter-doi', JSON.stringify({ n }));
    expect(await received('newsletter-doi')).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
  });
});

describe('recommendation stand-in', () => {
  const ask = async (payload: unknown, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}/recommendation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      ...init,
    });
    const body = (await response.json()) as { success?: boolean; message?: string; results: { value: { item_id: string }[] }[] };
    return { status: response.status, body };
  };
  const request = (sourceSku: string) => ({
    cookie: 'a1b2c3',
    typeId: 'sk-similar-products',
    domainId: 'exquip-sk-sk',
    languageAndCountry: 'sk-SK',
    sourceSku,
  });
  const catalogue: Array<{ masterVariant: { sku: string } }> = JSON.parse(
    readFileSync(new URL('../../kv-seed/commerce/products.json', import.meta.url), 'utf8'),
  );
  const skus = catalogue.map((product) => product.masterVariant.sku).filter((sku) => sku.startsWith('EX'));

  it('answers the six catalogue SKUs after sourceSku as results[0].value, Bloomreach-like', async () => {
    expect(await ask(request('EX10010001'))).toEqual({
      status: 200,
      body: {
        success: true,
        results: [
          {
            success: true,
            value: ['EX10010002', 'EX10010003', 'EX10010004', 'EX10010005', 'EX10010006', 'EX10010007'].map((sku) => ({ item_id: sku })),
          },
        ],
      },
    });
  });

  it('wraps round at the end of the catalogue and knows no virtual products', async () => {
    const last = skus.at(-1) ?? '';
    const { body } = await ask(request(last));
    expect(body.results[0]?.value.map((item) => item.item_id)).toEqual(skus.slice(0, 6));
    expect((await ask(request('4100010'))).body.results[0]?.value).toEqual([]);
  });

  it('answers no recommendations for an unknown SKU', async () => {
    expect((await ask(request('EX99999999'))).body).toEqual({ success: true, results: [{ success: true, value: [] }] });
  });

  it(`fails with 500 for ${RECOMMENDATION_FAILING_SKU}`, async () => {
    const { status, body } = await ask(request(RECOMMENDATION_FAILING_SKU));
    expect(status).toBe(500);
    expect(body.success).toBe(false);
  });

  it(`answers ${RECOMMENDATION_SLOW_SKU} only after ${RECOMMENDATION_SLOW_MS} ms`, async () => {
    const started = performance.now();
    const { status } = await ask(request(RECOMMENDATION_SLOW_SKU));
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(RECOMMENDATION_SLOW_MS - 50);
  });

  it('rejects a request without the protocol fields, and other methods', async () => {
    for (const body of [
      {},
      { ...request('EX10010001'), cookie: undefined },
      { ...request('EX10010001'), languageAndCountry: 'sk' },
      { ...request(''), typeId: 'x' },
    ]) {
      const { status, body: answer } = await ask(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer).toEqual({ message: expect.stringContaining('Invalid recommendation request') });
    }
    expect((await fetch(`${server.url}/recommendation`)).status).toBe(405);
  });
});

describe('VAT service stand-in', () => {
  const validate = async (buyer: string, seller = 'DE999999999') => {
    const response = await fetch(`${server.url}/vat/validate?${new URLSearchParams({ UstId_1: seller, UstId_2: buyer })}`);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  it('answers eVatR-style XML whose ErrorCode the worker reads: valid by default, else the code the number ends in', async () => {
    const valid = await validate('ATU12345678');
    expect(valid).toMatchObject({ status: 200, type: expect.stringContaining('text/xml') });
    expect(valid.text).toContain('<value><string>UstId_2</string></value>\n<value><string>ATU12345678</string></value>');
    expect(parseVatErrorCode(valid.text)).toBe(200);
    expect(parseVatErrorCode((await validate('DE123456205')).text)).toBe(205);
    expect(parseVatErrorCode((await validate('DE123456201')).text)).toBe(201);
    expect(parseVatErrorCode((await validate('DE123456999')).text)).toBe(999);
  });

  it(`answers HTML without an ErrorCode for …${VAT_GARBLED_SUFFIX}`, async () => {
    const garbled = await validate(`DE123456${VAT_GARBLED_SUFFIX}`);
    expect(garbled.status).toBe(200);
    expect(parseVatErrorCode(garbled.text)).toBeNull();
  });

  it(`keeps …${VAT_SLOW_SUFFIX} waiting longer than the shop waits`, async () => {
    expect(VAT_SLOW_MS).toBeGreaterThan(VAT_CHECK_TIMEOUT_MS * 2);
    const started = performance.now();
    await expect(
      fetch(`${server.url}/vat/validate?UstId_1=DE999999999&UstId_2=DE123456${VAT_SLOW_SUFFIX}`, { signal: AbortSignal.timeout(500) }),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('counts the checks asked per buyer VAT ID, for tests that must see whether the shop asked again', async () => {
    const count = async (vatId: string): Promise<unknown> => (await fetch(`${server.url}/__vat-requests?vatId=${vatId}`)).json();
    expect(await count('FR12345678901')).toEqual({ count: 0 });
    await validate('FR12345678901');
    await validate('FR12345678901');
    expect(await count('FR12345678901')).toEqual({ count: 2 });
    expect(await count('FR10987654321')).toEqual({ count: 0 });
  });

  it('refuses a request without both VAT IDs, and other methods', async () => {
    expect((await fetch(`${server.url}/vat/validate?UstId_2=DE123456789`)).status).toBe(400);
    expect((await validate('123456789')).status).toBe(400);
    expect((await fetch(`${server.url}/vat/validate`, { method: 'POST' })).status).toBe(405);
  });
});

describe('address-validation stand-in', () => {
  const validate = (body: unknown, apiKey: string | null = 'local-key') =>
    fetch(`${server.url}/address-validation/v1:validateAddress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-goog-api-key': apiKey } : {}) },
      body: JSON.stringify(body),
    });

  it('accepts a known address with a complete verdict and the address read back', async () => {
    const response = await validate({ address: { regionCode: 'DE', addressLines: ['Hauptstraße 12', '10115 Berlin'] } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      result: {
        verdict: { possibleNextAction: 'ACCEPT', addressComplete: true },
        address: { formattedAddress: 'Hauptstraße 12, 10115 Berlin', postalAddress: { regionCode: 'DE' } },
      },
      responseId: expect.any(String),
    });
  });

  it('asks to fix an "Unknown" street, naming the route as unconfirmed', async () => {
    const answer = await (await validate({ address: { regionCode: 'AT', addressLines: ['Unknown 1', '1010 Wien'] } })).json();
    expect(answer).toMatchObject({ result: { verdict: { possibleNextAction: 'FIX' }, address: { unconfirmedComponentTypes: ['route'] } } });
    expect(answer).not.toHaveProperty('result.verdict.addressComplete');
  });

  it('refuses a request without an API key or without address lines, as Google does', async () => {
    expect((await validate({ address: { regionCode: 'DE', addressLines: ['x'] } }, null)).status).toBe(403);
    const bad = await validate({ address: { regionCode: 'DE' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
  });
});

describe('returns portal stand-in', () => {
  it('answers a page for a locale the footer links to, and 404 for anything else', async () => {
    const page = await fetch(`${server.url}/returns-portal/de-CH`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('(de-CH)');
    expect((await fetch(`${server.url}/returns-portal/<script>`)).status).toBe(404);
    expect((await fetch(`${server.url}/returns-portal/de-CH`, { method: 'POST' })).status).toBe(405);
  });
});
