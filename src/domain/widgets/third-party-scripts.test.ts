import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../markets/countries.ts';
import { MARKET_WIDGETS, scriptsForMarket } from './third-party-scripts.ts';

const configured = {
  trustpilot: 'https://tp.example/tp.js',
  consentManager: 'https://cmp.example/cmp.js',
  parcelTracking: 'https://track.example/t.js',
  survey: 'https://survey.example/s.js',
};

describe('third-party widgets per market', () => {
  it('has every widget on by default: the consent manager and parcel tracking in all 25 countries', () => {
    for (const code of COUNTRY_CODES) {
      expect(MARKET_WIDGETS[code].consentManager).toBe(true);
      expect(MARKET_WIDGETS[code].parcelTracking).toBe(true);
    }
  });

  it('offers the survey opt-in only where the shop takes orders', () => {
    expect(COUNTRY_CODES.filter((code) => !MARKET_WIDGETS[code].survey).sort()).toEqual(['BG', 'GR', 'IE', 'LT', 'RO', 'SI']);
  });

  it('loads Trustpilot only in countries with a Trustpilot language', () => {
    expect(COUNTRY_CODES.filter((code) => !MARKET_WIDGETS[code].trustpilot).sort()).toEqual(['BG', 'CZ', 'GR', 'HR', 'HU', 'LT', 'RO', 'SI', 'SK']);
    expect(MARKET_WIDGETS.CH.trustpilot).toBe(true);
  });

  it('sets a switched-off widget to null and keeps the configured URL of the others', () => {
    expect(scriptsForMarket(configured, 'DE')).toEqual(configured);
    expect(scriptsForMarket(configured, 'SK')).toEqual({ ...configured, trustpilot: null });
    expect(scriptsForMarket(configured, 'IE')).toEqual({ ...configured, survey: null });
  });
});
