import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../markets/countries.ts';
import { BANK_PAYMENT_OFF } from '../markets/country-rules.ts';
import { advertisedPaymentMethods } from './advertised-methods.ts';

describe('advertisedPaymentMethods', () => {
  it('shows the local schemes only where they work', () => {
    expect(advertisedPaymentMethods('NL')).toContain('ideal');
    expect(advertisedPaymentMethods('CH')).toContain('twint');
    expect(advertisedPaymentMethods('PT')).toContain('multibanco');
    expect(advertisedPaymentMethods('PL')).toContain('onlineBanking_PL');
    for (const country of COUNTRY_CODES.filter((code) => code !== 'CH')) expect(advertisedPaymentMethods(country)).not.toContain('twint');
    for (const country of COUNTRY_CODES.filter((code) => code !== 'NL')) expect(advertisedPaymentMethods(country)).not.toContain('ideal');
  });

  it('leaves bank transfer out where bank payment is off', () => {
    for (const country of COUNTRY_CODES) expect(advertisedPaymentMethods(country).includes('bank-transfer')).toBe(!BANK_PAYMENT_OFF[country]);
    expect(advertisedPaymentMethods('NL')).not.toContain('bank-transfer');
    expect(advertisedPaymentMethods('CH')).toContain('bank-transfer');
  });

  it('always offers cards and cash on delivery, never Google Pay while its switch is off', () => {
    for (const country of COUNTRY_CODES) {
      expect(advertisedPaymentMethods(country)).toEqual(expect.arrayContaining(['scheme', 'cod']));
      expect(advertisedPaymentMethods(country)).not.toContain('googlepay');
    }
  });
});
