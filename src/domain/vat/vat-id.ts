// A buyer's VAT ID as the VAT service expects it (spec part 1 §5 "VAT number", part 2 §9 "VAT
// prefixes"): the market country's prefix added, the rest cleaned — non-digits removed for countries
// whose numbers are digits only, non-word characters for alphanumeric ones, whitespace only for CH and
// GB — and Hungary keeps the first 8 characters. At least 2 characters must remain.
import * as v from 'valibot';
import type { CountryCode } from '../markets/countries.ts';
import { VAT_PREFIX } from '../markets/country-rules.ts';

export const MIN_VAT_ID_LENGTH = 2;
/** Longer input is refused before cleaning; the longest real VAT ID with separators is about 20 characters. */
export const MAX_VAT_ID_INPUT_LENGTH = 64;
/** Hungary: the tax number's first 8 digits are the VAT ID (12345678-1-23 → HU12345678). */
const HUNGARY_VAT_ID_LENGTH = 8;

export type VatIdCleaning = 'digits' | 'alphanumeric' | 'whitespace';

/**
 * The spec names the three kinds of cleaning but not which country gets which; this is our reading from
 * the national formats: letters are part of the number in AT (U…), ES, FR (key), IE and NL (…B01).
 */
export const VAT_ID_CLEANING: Readonly<Record<CountryCode, VatIdCleaning>> = {
  SK: 'digits',
  IE: 'alphanumeric',
  DE: 'digits',
  PT: 'digits',
  IT: 'digits',
  FR: 'alphanumeric',
  HU: 'digits',
  CZ: 'digits',
  AT: 'alphanumeric',
  NO: 'digits',
  NL: 'alphanumeric',
  CH: 'whitespace',
  BE: 'digits',
  DK: 'digits',
  SE: 'digits',
  ES: 'alphanumeric',
  GB: 'whitespace',
  FI: 'digits',
  PL: 'digits',
  RO: 'digits',
  LT: 'digits',
  SI: 'digits',
  BG: 'digits',
  GR: 'digits',
  HR: 'digits',
};

const CLEAN: Readonly<Record<VatIdCleaning, RegExp>> = {
  digits: /\D/g,
  // "Non-word characters"; the underscore, a word character to a regex, is never part of a VAT ID either.
  alphanumeric: /[\W_]/g,
  whitespace: /\s/g,
};

/** Prefixes a shopper may already have typed: the VAT prefix, and for Greece also its country code. */
const typedPrefixes = (country: CountryCode): string[] => [...new Set([VAT_PREFIX[country], country])];

export type NormalisedVatId = { ok: true; vatId: string } | { ok: false; error: 'too-short' };

export function normaliseVatId(country: CountryCode, input: string): NormalisedVatId {
  let rest = input.trim().toUpperCase();
  // A typed prefix is dropped so it is not doubled (`ATU12345678` → `U12345678` → `ATU12345678`).
  const typed = typedPrefixes(country).find((prefix) => rest.startsWith(prefix));
  if (typed) rest = rest.slice(typed.length);
  rest = rest.replace(CLEAN[VAT_ID_CLEANING[country]], '');
  if (country === 'HU') rest = rest.slice(0, HUNGARY_VAT_ID_LENGTH);
  if (rest.length < MIN_VAT_ID_LENGTH) return { ok: false, error: 'too-short' };
  return { ok: true, vatId: `${VAT_PREFIX[country]}${rest}` };
}

/** A missing VAT ID is an empty one: too short, like any input under MIN_VAT_ID_LENGTH. */
export const VatCheckSchema = v.object({
  vatId: v.optional(v.pipe(v.string('too-short'), v.maxLength(MAX_VAT_ID_INPUT_LENGTH, 'too-long')), ''),
});
