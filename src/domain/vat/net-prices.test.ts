import { describe, expect, it } from 'vitest';
import { needsVatCheck, netOfGross, priceMessageOf, pricesAreNet } from './net-prices.ts';

describe('pricesAreNet', () => {
  it('is net only for a company with a valid VAT ID where the store may change the tax rate', () => {
    expect(pricesAreNet({ customerType: 'company', status: 'valid', changeTaxRateEnabled: true })).toBe(true);
    expect(pricesAreNet({ customerType: 'company', status: 'valid', changeTaxRateEnabled: false })).toBe(false);
    expect(pricesAreNet({ customerType: 'private', status: 'valid', changeTaxRateEnabled: true })).toBe(false);
  });

  it.each(['notValid', 'couldNotValidate', 'timeout', null] as const)('stays gross after %s', (status) => {
    expect(pricesAreNet({ customerType: 'company', status, changeTaxRateEnabled: true })).toBe(false);
  });
});

describe('needsVatCheck', () => {
  it('checks a VAT ID the cart has not seen', () => {
    expect(needsVatCheck(null, 'DE123456789')).toBe(true);
    expect(needsVatCheck({ vatId: 'DE123456789', status: 'valid' }, 'DE987654321')).toBe(true);
  });

  it.each(['valid', 'notValid', 'couldNotValidate'] as const)('does not check the same VAT ID again after %s', (status) => {
    expect(needsVatCheck({ vatId: 'DE123456789', status }, 'DE123456789')).toBe(false);
  });

  it('checks again after a timeout (the manual retry)', () => {
    expect(needsVatCheck({ vatId: 'DE123456789', status: 'timeout' }, 'DE123456789')).toBe(true);
  });
});

describe('priceMessageOf', () => {
  it('says the prices are net, or that they could not be made net, only for a valid VAT ID', () => {
    expect(priceMessageOf('valid', true)).toBe('adjusted');
    expect(priceMessageOf('valid', false)).toBe('unable');
    expect(priceMessageOf('notValid', false)).toBeNull();
    expect(priceMessageOf(null, false)).toBeNull();
  });
});

describe('netOfGross', () => {
  it('takes the included tax off a gross amount', () => {
    expect(netOfGross(12000, 0.2)).toBe(10000);
    expect(netOfGross(17899, 0.23)).toBe(14552);
    expect(netOfGross(999, 0)).toBe(999);
  });
});
