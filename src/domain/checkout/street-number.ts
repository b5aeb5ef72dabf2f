// Street numbers (spec part 1 §5, part 2 §9): a street number must contain a digit, except in the
// countries where the check is off (CZ, PL, RO: STREET_NUMBER_CHECK_DISABLED, the one per-country table
// of that switch). The field itself is required everywhere; this rule is only about its content.
import type { CountryCode } from '../markets/countries.ts';
import { STREET_NUMBER_CHECK_DISABLED } from '../markets/country-rules.ts';

const A_DIGIT = /\d/;

export function isValidStreetNumber(country: CountryCode, input: string): boolean {
  return STREET_NUMBER_CHECK_DISABLED[country] || A_DIGIT.test(input);
}
