import { describe, it, expect } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from './countries.ts';
import { COUNTRY_RULES, VAT_PREFIX, countryRules, type CountryRules } from './country-rules.ts';

type Flag = { [K in keyof CountryRules]: CountryRules[K] extends boolean ? K : never }[keyof CountryRules];
const enabledIn = (flag: Flag): CountryCode[] =>
  COUNTRY_CODES.filter((code) => countryRules(code)[flag])
    .slice()
    .sort();

describe('country rules', () => {
  it('has one entry per country', () => {
    expect(Object.keys(COUNTRY_RULES).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each<[Flag, CountryCode[]]>([
    ['checkoutDisabled', ['BG', 'GR', 'IE', 'LT', 'RO', 'SI']],
    ['bankPaymentOff', ['BG', 'GB', 'GR', 'HR', 'IE', 'LT', 'NL', 'RO', 'SE', 'SI']],
    ['quickAddToCartRestricted', ['AT', 'DE']],
    ['nativeRouting', ['LT']],
    ['personalisedDiscounts', ['LT']],
    ['reviewWidget', ['CZ']],
    ['reviewConsentDefault', ['CZ']],
    ['newsletterOptional', ['HU', 'PL']],
    ['newTrustFeatures', ['DE', 'PL']],
    ['manualTranslation', ['AT', 'DE', 'GB', 'IE', 'PL']],
    ['streetNumberCheckDisabled', ['CZ', 'PL', 'RO']],
  ])('%s is on exactly in %j', (flag, countries) => {
    expect(enabledIn(flag)).toEqual(countries);
  });

  it('shows the price disclaimer in the 22 listed countries, not in CH, GB, NO', () => {
    expect(enabledIn('priceDisclaimer')).toHaveLength(22);
    expect(COUNTRY_CODES.filter((code) => !countryRules(code).priceDisclaimer).sort()).toEqual(['CH', 'GB', 'NO']);
  });

  it('enables the websocket everywhere', () => {
    expect(enabledIn('websocketEnabled')).toHaveLength(25);
  });

  it('uses CHE for Switzerland and EL for Greece as VAT prefix, the country code elsewhere', () => {
    expect(VAT_PREFIX.CH).toBe('CHE');
    expect(VAT_PREFIX.GR).toBe('EL');
    expect(countryRules('SK').vatPrefix).toBe('SK');
    expect(countryRules('GB').vatPrefix).toBe('GB');
  });
});
