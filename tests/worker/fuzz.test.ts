// Robustness on the open internet: thousands of random paths, query strings, cookies, headers and JSON
// bodies, sent to the real worker (real commerce and search stand-ins behind it). Whatever comes in,
// the answer is never a 5xx, its body streams to the end, and nothing is logged as a failure.
import { exports } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { COOKIE_NAMES, MARKET_COOKIE_NAMES } from '../../src/domain/markets/market-cookies.ts';
import { productOnStock } from './seed.ts';

/** 5,200 requests in all, sent in concurrent batches (workerd overlaps their waits on the stand-ins). */
const RUNS = { paths: 1_600, queries: 1_000, cookies: 1_000, headers: 700, bodies: 1_000 } as const;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const HOSTS = ['de.localhost', 'sk.localhost', 'ch.localhost', 'gr.localhost', 'localhost', '127.0.0.1', 'zz.localhost'];
const product = productOnStock(2);
const CHEAP_PATHS = ['/', `/p/${product.slug['de'] ?? ''}`, '/checkout/cart', '/login'];
const BASE_PATHS = ['/', '/search', `/p/${product.slug['de'] ?? ''}`, '/c/gastronomie', '/checkout/cart', '/fr/recherche', '/my-account', '/login'];

// Pieces that have broken URL handling elsewhere: encodings, separators, dots, prefixes, unicode.
const nasty = fc.constantFrom(
  '%',
  '%2',
  '%00',
  '%2F',
  '%2e%2e',
  '%E0%A4%A',
  '%C0%AF',
  '..',
  '.',
  '//',
  '\\',
  ';',
  '~',
  '?',
  '#',
  '@',
  ':',
  'de',
  'fr',
  'c',
  'p',
  'api',
  'cart',
  'search',
  'checkout',
  'Ä',
  'ß',
  '😀',
  '\u202e',
  'null',
  'x'.repeat(300),
);
const segment = fc.oneof(fc.webSegment(), nasty, fc.string({ unit: 'grapheme', maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 8 }));
const path = fc.oneof(
  fc.webPath(),
  fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
  fc.constantFrom(...BASE_PATHS),
);
const host = fc.constantFrom(...HOSTS);

const queryKey = fc.oneof(
  fc.constantFrom(
    'query',
    'page',
    'sort',
    'hitsPerPage',
    'price',
    'rating',
    'brand',
    'tags',
    'category',
    'new-arrivals',
    'sales',
    'hash',
    'redirect_to',
    'cartId',
    'utm_source',
  ),
  fc.string({ maxLength: 10 }),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  nasty,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('1:2', ':', '-5:abc', '9e999', 'campaign:black_friday', 'price_asc'),
);
const query = fc.oneof(
  fc.array(fc.tuple(queryKey, queryValue), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString()),
  fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => raw.replace(/#/g, '')),
);

/** Header values are byte strings without line breaks; anything else is refused by the platform before us. */
const headerValue = fc.string({ unit: 'binary', maxLength: 80 }).map((raw) =>
  [...raw]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      return code >= 0x20 && code < 0x7f ? ch : String.fromCharCode(0x20 + (code % 0x5f));
    })
    .join('')
    .trim(),
);
const cookieName = fc.oneof(fc.constantFrom(...Object.values(COOKIE_NAMES), ...Object.values(MARKET_COOKIE_NAMES)), fc.webSegment());
const cookieHeader = fc
  .array(fc.tuple(cookieName, fc.oneof(headerValue, fc.uuid(), fc.constantFrom('DE', 'de-DE', 'EUR', 'CHF', 'xx', ''))), { maxLength: 8 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value.replace(/;/g, '')}`).join('; '));
const headerName = fc.constantFrom(
  'accept',
  'accept-language',
  'user-agent',
  'referer',
  'x-forwarded-for',
  'cf-connecting-ip',
  'if-none-match',
  'range',
  'content-type',
  'sec-fetch-site',
  'accept-encoding',
  'cookie',
  'x-forwarded-host',
  'forwarded',
);

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  errors.mockRestore();
});

interface Shot {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends the requests at once and reads each to the end: a failure inside a stream fails here too. */
async function expectHandled(shots: Shot[]): Promise<void> {
  const answers = await Promise.all(
    shots.map(async ({ method = 'GET', url, headers, body }) => {
      const response = await exports.default.fetch(new Request(url, { method, headers, body, redirect: 'manual' }));
      await response.text();
      return { label: `${method} ${url} → ${response.status}`, status: response.status };
    }),
  );
  for (const { label, status } of answers) expect(status, label).toBeLessThan(500);
  expect(errors.mock.calls.map((call) => call.map(String).join(' ').slice(0, 300))).toEqual([]);
}

const BATCH = 8;
/** A property over batches of `BATCH` requests, `total` requests in all. */
const batches = (shot: fc.Arbitrary<Shot>, total: number) =>
  fc.assert(fc.asyncProperty(fc.array(shot, { minLength: BATCH, maxLength: BATCH }), expectHandled), {
    numRuns: Math.ceil(total / BATCH),
    seed: SEED,
    endOnFailure: true,
  });

const body = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc
    .record({
      actions: fc.array(
        fc.record(
          {
            action: fc.constantFrom('addLineItem', 'changeLineItemQuantity', 'removeLineItem', 'addDiscountCode', 'x'),
            sku: fc.oneof(fc.constant(product.masterVariant.sku), fc.string()),
            quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
            lineItemId: fc.oneof(fc.uuid(), fc.string()),
            code: fc.string(),
          },
          { requiredKeys: ['action'] },
        ),
        { maxLength: 4 },
      ),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        email: fc.oneof(fc.emailAddress(), fc.string()),
        password: fc.string(),
        firstName: fc.string(),
        lastName: fc.string(),
        vatId: fc.oneof(fc.string(), fc.stringMatching(/^DE\d{9}$/)),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        email: fc.oneof(fc.emailAddress(), fc.string()),
        customerType: fc.constantFrom('private', 'company', 'x'),
        billing: fc.dictionary(
          fc.constantFrom('firstName', 'lastName', 'streetName', 'streetNumber', 'postalCode', 'city', 'country', 'phone', 'company', 'x'),
          fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        ),
        shipping: fc.oneof(fc.constant('same-as-billing'), fc.string(), fc.dictionary(fc.string(), fc.string())),
        vatId: fc.oneof(fc.string(), fc.constant(null)),
        key: fc.constantFrom('parcel', 'freight', 'x'),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      requests: fc.array(
        fc.record(
          {
            indexName: fc.constantFrom('prod.de-DE', 'prod.de-DE_price_asc', 'prod.sk-SK', 'x'),
            query: fc.string(),
            params: fc.dictionary(
              fc.constantFrom('hitsPerPage', 'page', 'facets', 'facetFilters', 'filters', 'numericFilters', 'query', 'x'),
              fc.jsonValue({ maxDepth: 2 }),
            ),
          },
          { requiredKeys: ['indexName'] },
        ),
        { maxLength: 3 },
      ),
    })
    .map((value) => JSON.stringify(value)),
);
const endpoint = fc.constantFrom(
  ['POST', '/api/cart/actions'],
  ['POST', '/api/search'],
  ['DELETE', '/api/cart'],
  ['POST', '/api/unknown'],
  ['POST', '/'],
  ['PUT', '/api/cart/actions'],
  ['POST', '/search'],
  ['POST', '/api/account/login'],
  ['POST', '/api/account/register'],
  ['POST', '/api/account/password-reset'],
  ['POST', '/api/vat/check'],
  ['PUT', '/api/checkout/addresses'],
  ['PUT', '/api/checkout/shipping-method'],
  ['PUT', '/api/checkout/vat'],
  ['POST', '/api/payments/adyen/notifications'],
);
const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16');

describe(`fuzzing the worker (seed ${SEED}; rerun with FUZZ_SEED)`, () => {
  it(`answers ${RUNS.paths} random paths without a server error`, { timeout: 300_000 }, async () => {
    await batches(fc.record({ url: fc.tuple(host, path).map(([h, p]) => `http://${h}${p.startsWith('/') ? p : `/${p}`}`) }), RUNS.paths);
  });

  it(`answers ${RUNS.queries} random query strings on real pages`, { timeout: 300_000 }, async () => {
    await batches(fc.record({ url: fc.tuple(host, fc.constantFrom(...BASE_PATHS), query).map(([h, p, q]) => `http://${h}${p}?${q}`) }), RUNS.queries);
  });

  it(`answers ${RUNS.cookies} random cookie headers`, { timeout: 300_000 }, async () => {
    const page = fc.constantFrom('/', '/api/cart', '/checkout/cart', '/my-account', '/search?query=gril');
    await batches(
      fc.record({ url: fc.tuple(host, page).map(([h, p]) => `http://${h}${p}`), headers: cookieHeader.map((cookie) => ({ cookie })) }),
      RUNS.cookies,
    );
  });

  it(`answers ${RUNS.headers} requests with random headers`, { timeout: 300_000 }, async () => {
    await batches(
      fc.record({
        // Headers are read the same way on every page; listings (two renders each) are kept to one in five.
        url: fc.tuple(host, fc.constantFrom(...CHEAP_PATHS, '/search')).map(([h, p]) => `http://${h}${p}`),
        headers: fc.dictionary(headerName, headerValue, { maxKeys: 6 }),
      }),
      RUNS.headers,
    );
  });

  it(`answers ${RUNS.bodies} random bodies to every endpoint that takes one`, { timeout: 300_000 }, async () => {
    // A client IP per request, so the per-IP rate limits of the account endpoints let the bodies through.
    await batches(
      fc.tuple(endpoint, body, contentType, fc.boolean(), fc.ipV4()).map(
        ([[method, p], b, type, sameOrigin, ip]): Shot => ({
          method,
          url: `http://de.localhost${p}`,
          body: b,
          headers: { 'content-type': type, origin: sameOrigin ? 'http://de.localhost' : 'https://elsewhere.example', 'cf-connecting-ip': ip },
        }),
      ),
      RUNS.bodies,
    );
  });
});
