import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_ADYEN_API_KEY, LOCAL_ADYEN_HMAC_KEY, LOCAL_ADYEN_MERCHANT_ACCOUNT } from './adyen-config.ts';
import { methodsFor } from './method-table.ts';

const types = (country: string, currency: string) => methodsFor(country, currency).map((method) => method.type);

describe('Adyen stand-in account', () => {
  it('offers cards and wallets everywhere and local methods only in their country and currency', () => {
    expect(types('SK', 'EUR')).toEqual(['scheme', 'paypal', 'applepay', 'googlepay']);
    expect(types('PT', 'EUR')).toContain('multibanco');
    expect(types('NL', 'EUR')).toEqual(expect.arrayContaining(['ideal', 'klarna', 'klarna_account', 'klarna_b2b', 'ratepay']));
    expect(types('PL', 'PLN')).toContain('onlineBanking_PL');
    expect(types('PL', 'EUR')).not.toContain('onlineBanking_PL');
    expect(types('CH', 'CHF')).toContain('twint');
    expect(types('DK', 'DKK')).toContain('mobilepay');
    expect(types('FI', 'EUR')).toContain('mobilepay');
    expect(types('CZ', 'CZK')).not.toContain('klarna');
  });

  it('accepts the API key, merchant account and HMAC key the worker is configured with locally', () => {
    const toml = readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8');
    const topLevel = toml.slice(0, toml.indexOf('[env.'));
    expect(topLevel).toContain(`ADYEN_API_KEY = "${LOCAL_ADYEN_API_KEY}"`);
    expect(topLevel).toContain(`ADYEN_HMAC_KEY = "${LOCAL_ADYEN_HMAC_KEY}"`);
    expect(topLevel).toContain(`ADYEN_MERCHANT_ACCOUNT = "${LOCAL_ADYEN_MERCHANT_ACCOUNT}"`);
  });
});
