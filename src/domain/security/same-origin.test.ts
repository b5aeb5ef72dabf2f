import { describe, expect, it } from 'vitest';
import { isSameOriginWrite, type OriginFacts } from './same-origin.ts';

const shop = 'https://www.exquip.de/api/cart';
const facts = (overrides: Partial<OriginFacts>): OriginFacts => ({
  method: 'POST',
  url: shop,
  origin: null,
  secFetchSite: null,
  upgrade: null,
  ...overrides,
});

describe('isSameOriginWrite', () => {
  it('lets reads through whatever their origin', () => {
    expect(isSameOriginWrite(facts({ method: 'GET', origin: 'https://evil.example' }))).toBe(true);
    expect(isSameOriginWrite(facts({ method: 'HEAD' }))).toBe(true);
  });

  it('accepts writes from the same origin only', () => {
    expect(isSameOriginWrite(facts({ origin: 'https://www.exquip.de' }))).toBe(true);
    expect(isSameOriginWrite(facts({ method: 'delete', origin: 'https://www.exquip.de' }))).toBe(true);
    expect(isSameOriginWrite(facts({ origin: 'https://evil.example' }))).toBe(false);
    // Another market of the same shop is another origin: its cookies are its own.
    expect(isSameOriginWrite(facts({ origin: 'https://www.exquip.at' }))).toBe(false);
    // Scheme and port are part of the origin.
    expect(isSameOriginWrite(facts({ origin: 'http://www.exquip.de' }))).toBe(false);
    expect(isSameOriginWrite(facts({ origin: 'https://www.exquip.de:8443' }))).toBe(false);
    // Sandboxed frames and some redirects send the opaque origin "null".
    expect(isSameOriginWrite(facts({ origin: 'null' }))).toBe(false);
  });

  it('falls back to Sec-Fetch-Site only when Origin is missing', () => {
    expect(isSameOriginWrite(facts({ secFetchSite: 'same-origin' }))).toBe(true);
    expect(isSameOriginWrite(facts({ secFetchSite: 'same-site' }))).toBe(false);
    expect(isSameOriginWrite(facts({ secFetchSite: 'cross-site' }))).toBe(false);
    expect(isSameOriginWrite(facts({}))).toBe(false);
    expect(isSameOriginWrite(facts({ origin: 'https://evil.example', secFetchSite: 'same-origin' }))).toBe(false);
  });

  it('treats a websocket handshake as a write', () => {
    const ws = { method: 'GET', url: 'https://www.exquip.de/api/cart/ws', upgrade: 'websocket' };
    expect(isSameOriginWrite(facts({ ...ws, origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOriginWrite(facts({ ...ws, origin: 'https://www.exquip.de' }))).toBe(true);
  });

  it("exempts only the payment provider's webhook path, which no browser writes to", () => {
    const webhook = 'https://www.exquip.de/api/payments/adyen/notifications';
    expect(isSameOriginWrite(facts({ url: webhook }))).toBe(true);
    expect(isSameOriginWrite(facts({ url: webhook, origin: 'https://evil.example' }))).toBe(true);
    // Not a prefix: neighbours and sub-paths stay guarded.
    expect(isSameOriginWrite(facts({ url: `${webhook}/x` }))).toBe(false);
    expect(isSameOriginWrite(facts({ url: 'https://www.exquip.de/api/payments/adyen/notification' }))).toBe(false);
    expect(isSameOriginWrite(facts({ url: 'https://www.exquip.de/api/checkout/order' }))).toBe(false);
  });
});
