// The seller's VAT ID per market, sent as UstId_1 with every VAT check (spec part 2 §7.5). The spec
// does not give them: these are DEMO values in each country's format, to be replaced by the company's
// real registrations before the check is switched on in production.
import type { CountryCode } from '../markets/countries.ts';

export const DEMO_SELLER_VAT_IDS: Readonly<Record<CountryCode, string>> = {
  SK: 'SK2020000001',
  IE: 'IE9999999WA',
  DE: 'DE999999999',
  PT: 'PT999999990',
  IT: 'IT99999999990',
  FR: 'FR99999999990',
  HU: 'HU99999999',
  CZ: 'CZ99999999',
  AT: 'ATU99999999',
  NO: 'NO999999999',
  NL: 'NL999999999B01',
  CH: 'CHE999999999',
  BE: 'BE0999999999',
  DK: 'DK99999999',
  SE: 'SE999999999901',
  ES: 'ESB99999999',
  GB: 'GB999999999',
  FI: 'FI99999999',
  PL: 'PL9999999999',
  RO: 'RO99999999',
  LT: 'LT999999999',
  SI: 'SI99999999',
  BG: 'BG999999999',
  GR: 'EL999999999',
  HR: 'HR99999999999',
};

export const sellerVatId = (country: CountryCode): string => DEMO_SELLER_VAT_IDS[country];
