import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPaymentMethods, placeOrder } from './payment-client.ts';

/** A page of the country's first language (its API calls name no language). */
const page = { prefix: '', language: 'sk' } as const;

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('payment client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the methods it knows, with the fee and the reasons for the others, and leaves out what it cannot read', async () => {
    vi.stubGlobal('console', { ...console, warn: vi.fn() });
    const fee = { centAmount: 3900, currencyCode: 'CZK', fractionDigits: 2 };
    vi.stubGlobal(
      'fetch',
      answer(200, {
        methods: [
          { id: 'scheme', kind: 'card-integration' },
          { id: 'cod', kind: 'cod', fee },
          { id: 'bitcoin', kind: 'card-integration' },
        ],
        unavailable: [{ id: 'bank-transfer', reason: 'Not in this country' }, { id: 'cod' }],
      }),
    );
    expect(await fetchPaymentMethods(page)).toEqual({
      ok: true,
      methods: [
        { id: 'scheme', kind: 'card-integration' },
        { id: 'cod', kind: 'cod', fee },
      ],
      unavailable: [{ id: 'bank-transfer', reason: 'Not in this country' }],
    });
  });

  it("keeps a refusal's message in the shopper's language", async () => {
    vi.stubGlobal('fetch', answer(409, { error: 'no-cart', message: 'Váš košík je prázdny.' }));
    expect(await fetchPaymentMethods(page)).toEqual({ ok: false, message: 'Váš košík je prázdny.' });
  });

  it("follows the thank-you page or the provider's page, never a script address", async () => {
    vi.stubGlobal('window', { location: { href: 'http://sk.localhost/checkout/payment' } });
    vi.stubGlobal('console', { ...console, warn: vi.fn() });
    vi.stubGlobal('fetch', answer(200, { orderNumber: 'EX1', next: '/checkout/thank-you?order=EX1' }));
    expect(await placeOrder('bank-transfer', page)).toEqual({ ok: true, location: '/checkout/thank-you?order=EX1' });
    vi.stubGlobal('fetch', answer(200, { redirect: 'https://checkoutshopper-test.adyen.com/hpp/1' }));
    expect(await placeOrder('scheme', page)).toEqual({ ok: true, location: 'https://checkoutshopper-test.adyen.com/hpp/1' });
    vi.stubGlobal('fetch', answer(200, { redirect: 'javascript:alert(1)' }));
    expect(await placeOrder('scheme', page)).toMatchObject({ ok: false, error: 'malformed' });
  });

  it('sends the method once per call and reports a refusal with its code and message', async () => {
    const fetch = answer(409, { error: 'out-of-stock', message: 'Some products are no longer in stock.' });
    vi.stubGlobal('fetch', fetch);
    expect(await placeOrder('cod', page)).toEqual({
      ok: false,
      status: 409,
      error: 'out-of-stock',
      message: 'Some products are no longer in stock.',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/checkout/order',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ paymentMethod: 'cod' }) }),
    );
  });

  it("names a second language of the country, so the refusal and the thank-you address are in the page's language", async () => {
    const fetch = answer(409, { error: 'out-of-stock', message: 'Certains produits ne sont plus en stock.' });
    vi.stubGlobal('fetch', fetch);
    await placeOrder('cod', { prefix: '/fr', language: 'fr' });
    expect(fetch).toHaveBeenCalledWith('/api/checkout/order?language=fr', expect.objectContaining({ method: 'POST' }));
  });
});
