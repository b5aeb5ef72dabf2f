// Postal codes by country (spec part 1 §5, part 2 §9 "Postal code formats"): the input is trimmed and
// upper-cased, then the WHOLE of it must match the country's format. The spec leaves GB and IE to their
// "national formats"; those two are Google libaddressinput's `zip` patterns (its region data for GB and
// IE), not written from memory.
import type { CountryCode } from '../markets/countries.ts';

const FOUR_DIGITS_NOT_STARTING_WITH_0 = '[1-9]\\d{3}';
const FOUR_DIGITS = '\\d{4}';
const THREE_SPACE_TWO_DIGITS = '\\d{3} ?\\d{2}';
const FIVE_DIGITS = '\\d{5}';

/** libaddressinput GB `zip`, including GIR 0AA (Girobank) and British Forces (BFPO) codes. */
const GB_POSTCODE =
  'GIR ?0AA|(?:(?:AB|AL|B|BA|BB|BD|BF|BH|BL|BN|BR|BS|BT|BX|CA|CB|CF|CH|CM|CO|CR|CT|CV|CW|DA|DD|DE|DG|DH|DL|DN|DT|DY|E|EC|EH|EN|EX|FK|FY|G|GL|GY|GU|HA|HD|HG|HP|HS|HU|HX|IG|IM|IP|IV|JE|KA|KT|KW|KY|L|LA|LD|LE|LL|LN|LS|LU|M|ME|MK|ML|N|NE|NG|NN|NP|NR|NW|OL|OX|PA|PE|PH|PL|PO|PR|RG|RH|RM|S|SA|SE|SG|SK|SL|SM|SN|SO|SP|SR|SS|ST|SW|SY|TA|TD|TF|TN|TQ|TR|TS|TW|UB|W|WA|WC|WD|WF|WN|WR|WS|WV|YO|ZE)(?:\\d[\\dA-Z]? ?\\d[ABD-HJLN-UW-Z]{2}))|BFPO ?\\d{1,4}';
/** libaddressinput IE `zip` (Eircode: routing key, optional space, unique identifier). */
const IE_EIRCODE = '[\\dA-Z]{3} ?[\\dA-Z]{4}';

/** Anchors the whole alternation, so `GIR 0AAX` or `X12345` cannot match a part of the input. */
const whole = (pattern: string): RegExp => new RegExp(`^(?:${pattern})$`);

/**
 * Every shopper country has a format (the type makes a forgotten one a compile error); the spec's
 * "passes if no format exists" therefore never applies to a country we sell in.
 */
export const POSTAL_CODE_FORMATS = {
  AT: whole(FOUR_DIGITS_NOT_STARTING_WITH_0),
  BE: whole(FOUR_DIGITS_NOT_STARTING_WITH_0),
  HU: whole(FOUR_DIGITS_NOT_STARTING_WITH_0),
  BG: whole(FOUR_DIGITS),
  CH: whole(FOUR_DIGITS),
  DK: whole(FOUR_DIGITS),
  NO: whole(FOUR_DIGITS),
  SI: whole(FOUR_DIGITS),
  CZ: whole(THREE_SPACE_TWO_DIGITS),
  SK: whole(THREE_SPACE_TWO_DIGITS),
  SE: whole(THREE_SPACE_TWO_DIGITS),
  GR: whole(THREE_SPACE_TWO_DIGITS),
  DE: whole(FIVE_DIGITS),
  ES: whole(FIVE_DIGITS),
  FI: whole(FIVE_DIGITS),
  FR: whole(FIVE_DIGITS),
  HR: whole(FIVE_DIGITS),
  IT: whole(FIVE_DIGITS),
  LT: whole(FIVE_DIGITS),
  NL: whole('[1-9]\\d{3} ?[A-Z]{2}'),
  PL: whole('\\d{2}-\\d{3}'),
  PT: whole('\\d{4}-\\d{3}'),
  RO: whole('\\d{6}'),
  GB: whole(GB_POSTCODE),
  IE: whole(IE_EIRCODE),
} as const satisfies Record<CountryCode, RegExp>;

export function isValidPostalCode(country: CountryCode, input: string): boolean {
  return POSTAL_CODE_FORMATS[country].test(input.trim().toUpperCase());
}

/** Where a postal code may be typed on a phone's number pad: every country whose codes are digits (and an optional space). */
const CODES_WITH_LETTERS_OR_DASH: ReadonlySet<CountryCode> = new Set<CountryCode>(['NL', 'PL', 'PT', 'GB', 'IE']);
export const postalCodeIsNumeric = (country: CountryCode): boolean => !CODES_WITH_LETTERS_OR_DASH.has(country);
